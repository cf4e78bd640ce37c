import { useAuthStore } from '@portal/shared/react';
import { useTodayQuestion, useTriviaStatus } from '../api';
import { QuestionCard } from '../Play';
import { PollsWidget } from '../Widgets';
import { TRIVIA_TEXTS } from '../texts';
import { PodiumAndRanking } from './Podium';
import { Scoreboard } from './Scoreboard';
import './trivia.css';
import '../Play/play.css';

/** /trivia (spec 2.16): today's question on the left, the scoreboard on the right, polls, podium and ranking. */
export function TriviaPage() {
  const me = useAuthStore((s) => s.claims?.id);
  const question = useTodayQuestion();
  const status = useTriviaStatus();

  let questionContent;
  if (question.isPending)
    questionContent = (
      <p role="status" className="mft-muted">
        {TRIVIA_TEXTS.loadingQuestions}
      </p>
    );
  else if (question.isError)
    questionContent = (
      <p role="alert" className="mft-message mft-message--error">
        {TRIVIA_TEXTS.loadFailed}
      </p>
    );
  else questionContent = question.data ? <QuestionCard question={question.data} /> : <p className="mft-muted">{TRIVIA_TEXTS.noQuestions}</p>;

  return (
    <div className="mft-page" data-testid="trivia-page">
      <h2 className="mft-page__title">{TRIVIA_TEXTS.pageTitle}</h2>
      <div className="mft-page__col">
        <section className="mft-card" aria-labelledby="mft-today-title">
          <h3 id="mft-today-title" className="mft-card__heading" style={{ marginBottom: 12 }}>
            {TRIVIA_TEXTS.dailyTrivia}
          </h3>
          {questionContent}
        </section>
        <PollsWidget headingLevel={3} />
      </div>
      <div className="mft-page__col">
        {status.isPending && (
          <p role="status" className="mft-card mft-muted">
            {TRIVIA_TEXTS.scoreboard}…
          </p>
        )}
        {status.isError && (
          <p role="alert" className="mft-message mft-message--error">
            {TRIVIA_TEXTS.loadFailed}
          </p>
        )}
        {status.data && <Scoreboard status={status.data} me={me} />}
      </div>
      {status.data && <PodiumAndRanking rows={status.data.usersRanking} me={me} />}
    </div>
  );
}
