import { useState, type FormEvent } from 'react';
import type { TodayQuestion } from '@portal/shared';
import { errorText } from '@portal/shared/react';
import { useAnswerQuestion } from '../api';
import { TRIVIA_MESSAGES, TRIVIA_TEXTS, questionLetter } from '../texts';
import './play.css';

export interface QuestionCardProps {
  question: TodayQuestion;
}

/**
 * Today's question, answerable in place (spec 2.16, 4): options A–F, 'Send Responses' once one is chosen; after the
 * answer, the correct option, the user's wrong pick if any and the spec's message. Plain React + CSS: the home page's
 * Daily Trivia widget uses it on the first screen.
 */
export function QuestionCard({ question }: QuestionCardProps) {
  const [choice, setChoice] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const answer = useAnswerQuestion();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (choice === null || answer.isPending) return;
    setRefusal(null);
    answer.mutate({ questionId: question.id, optionId: choice }, { onError: (error) => setRefusal(errorText(error, TRIVIA_MESSAGES.saveFailed)) });
  }

  const notice = refusal && (
    <p role="alert" className="mft-message mft-message--error">
      {refusal}
    </p>
  );

  const picked = question.history_question?.response_user_question_id;
  if (picked !== undefined) {
    const correct = picked === question.correct_option_id;
    return (
      <div data-testid="trivia-question" data-answered="true">
        <p className="mft-question">{question.question_answer}</p>
        {notice}
        <p role="status" className={`mft-message ${correct ? 'mft-message--success' : 'mft-message--info'}`}>
          {correct ? TRIVIA_TEXTS.correct : TRIVIA_TEXTS.wrong}
        </p>
        <ul className="mft-list" aria-label={TRIVIA_TEXTS.optionsLabel}>
          {question.options.map((option, i) => {
            const isCorrect = option.id === question.correct_option_id;
            const isWrongPick = option.id === picked && !correct;
            return (
              <li key={option.id} className={`mft-result${isCorrect ? ' mft-result--correct' : ''}${isWrongPick ? ' mft-result--wrong' : ''}`} data-testid="trivia-result-option">
                <span className="mft-letter" aria-hidden="true">
                  {questionLetter(i)}
                </span>
                <span>{option.option}</span>
                {isCorrect && <span className="mft-tag">{TRIVIA_TEXTS.correctAnswer}</span>}
                {isWrongPick && <span className="mft-tag">{TRIVIA_TEXTS.yourAnswer}</span>}
              </li>
            );
          })}
        </ul>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit} data-testid="trivia-question" data-answered="false">
      <fieldset className="mft-options">
        <legend className="mft-question">{question.question_answer}</legend>
        {question.options.map((option, i) => (
          <label key={option.id} className="mft-option">
            <input type="radio" name={`trivia-${question.id}`} value={option.id} checked={choice === option.id} onChange={() => setChoice(option.id)} />
            <span className="mft-letter" aria-hidden="true">
              {questionLetter(i)}
            </span>
            <span>{option.option}</span>
          </label>
        ))}
      </fieldset>
      {notice}
      {/* spec 5: the submit control appears only after an option is chosen */}
      {choice !== null && (
        <button type="submit" className="mft-button mft-button--primary" disabled={answer.isPending}>
          {answer.isPending ? TRIVIA_TEXTS.sending : TRIVIA_TEXTS.sendResponses}
        </button>
      )}
    </form>
  );
}
