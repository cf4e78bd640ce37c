import { useState, type FormEvent } from 'react';
import type { Poll } from '@portal/shared';
import { errorText } from '@portal/shared/react';
import { useVote } from '../api';
import { TRIVIA_MESSAGES, TRIVIA_TEXTS, percentInteger, pollLetter } from '../texts';
import './play.css';

export interface PollCardProps {
  poll: Poll;
}

/**
 * One poll, answerable in place (spec 2.16, 4, 9): options A–E, 'Send Responses' once one is chosen; after the vote,
 * each option's share as its integer percentage, the user's choice marked. Plain React + CSS (home page widget).
 */
export function PollCard({ poll }: PollCardProps) {
  const [choice, setChoice] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const vote = useVote();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (choice === null || vote.isPending) return;
    setRefusal(null);
    vote.mutate({ pollId: poll.id, optionId: choice }, { onError: (error) => setRefusal(errorText(error, TRIVIA_MESSAGES.saveFailed)) });
  }

  const notice = refusal && (
    <p role="alert" className="mft-message mft-message--error">
      {refusal}
    </p>
  );

  const mine = poll.existsPontuation?.response_user_polls_id;
  if (mine !== undefined) {
    return (
      <div data-testid="poll" data-poll-id={poll.id} data-answered="true">
        <p className="mft-question">{poll.polls_answer}</p>
        {notice}
        <ul className="mft-list" aria-label={TRIVIA_TEXTS.optionsLabel}>
          {poll.options.map((option, i) => {
            const percent = percentInteger(option.percentage ?? 0);
            const isMine = option.id === mine;
            return (
              <li key={option.id} className={`mft-result${isMine ? ' mft-result--mine' : ''}`} data-testid="poll-result-option">
                <span className="mft-letter" aria-hidden="true">
                  {pollLetter(i)}
                </span>
                <div className="mft-bar">
                  <div className="mft-bar__label">
                    <span>
                      {option.option}
                      {isMine && <strong> · {TRIVIA_TEXTS.yourVote}</strong>}
                    </span>
                    <span data-testid="poll-percentage">{percent}%</span>
                  </div>
                  <div className="mft-bar__track" role="progressbar" aria-label={option.option} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
                    <div className="mft-bar__fill" style={{ width: `${percent}%` }} />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        {poll.total_votes !== null && <p className="mft-muted">{TRIVIA_TEXTS.votes(poll.total_votes)}</p>}
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit} data-testid="poll" data-poll-id={poll.id} data-answered="false">
      <fieldset className="mft-options">
        <legend className="mft-question">{poll.polls_answer}</legend>
        {poll.options.map((option, i) => (
          <label key={option.id} className="mft-option">
            <input type="radio" name={`poll-${poll.id}`} value={option.id} checked={choice === option.id} onChange={() => setChoice(option.id)} />
            <span className="mft-letter" aria-hidden="true">
              {pollLetter(i)}
            </span>
            <span>{option.option}</span>
          </label>
        ))}
      </fieldset>
      {notice}
      {choice !== null && (
        <button type="submit" className="mft-button mft-button--primary" disabled={vote.isPending}>
          {vote.isPending ? TRIVIA_TEXTS.sending : TRIVIA_TEXTS.sendResponses}
        </button>
      )}
    </form>
  );
}
