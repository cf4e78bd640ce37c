import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTodayQuestion } from '../api';
import { QuestionCard } from '../Play';
import { TRIVIA_TEXTS } from '../texts';
import '../Play/play.css';

/** Home page "Daily Trivia" (spec 2.13, 2.16): today's question answerable in place, and a link to the scoreboard. */
export function DailyTriviaWidget() {
  const question = useTodayQuestion();
  const headingId = useId();

  let content;
  if (question.isPending)
    content = (
      <p role="status" className="mft-muted">
        {TRIVIA_TEXTS.loadingQuestions}
      </p>
    );
  else if (question.isError)
    content = (
      <p role="alert" className="mft-message mft-message--error">
        {TRIVIA_TEXTS.loadFailed}{' '}
        <button type="button" className="mft-button" onClick={() => void question.refetch()}>
          {TRIVIA_TEXTS.retry}
        </button>
      </p>
    );
  else if (!question.data) content = <p className="mft-muted">{TRIVIA_TEXTS.noQuestionsHome}</p>;
  else content = <QuestionCard question={question.data} />;

  return (
    <section className="mft-card" aria-labelledby={headingId} data-testid="daily-trivia">
      <div className="mft-card__header">
        <h2 id={headingId} className="mft-card__heading">
          {TRIVIA_TEXTS.dailyTrivia}
        </h2>
        <Link to="/trivia">{TRIVIA_TEXTS.scoreboardLink}</Link>
      </div>
      {content}
    </section>
  );
}
