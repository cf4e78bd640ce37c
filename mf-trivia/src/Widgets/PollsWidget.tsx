import { useId } from 'react';
import { useOpenPolls } from '../api';
import { PollCard } from '../Play';
import { TRIVIA_TEXTS } from '../texts';
import '../Play/play.css';

/** Home page "Polls" (spec 2.13, 2.16): the polls open today, answerable in place (also on /trivia, one level down). */
export function PollsWidget({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const polls = useOpenPolls();
  const headingId = useId();

  let content;
  if (polls.isPending)
    content = (
      <div role="status" aria-label={TRIVIA_TEXTS.polls} aria-busy="true">
        <div className="mft-placeholder" />
        <div className="mft-placeholder" />
      </div>
    );
  else if (polls.isError)
    content = (
      <p role="alert" className="mft-message mft-message--error">
        {TRIVIA_TEXTS.loadFailed}{' '}
        <button type="button" className="mft-button" onClick={() => void polls.refetch()}>
          {TRIVIA_TEXTS.retry}
        </button>
      </p>
    );
  else if (polls.data.length === 0) content = <p className="mft-muted">{TRIVIA_TEXTS.noPoll}</p>;
  else
    content = (
      <div className="mft-stack">
        {polls.data.map((poll) => (
          <PollCard key={poll.id} poll={poll} />
        ))}
      </div>
    );

  return (
    <section className="mft-card" aria-labelledby={headingId} data-testid="polls-widget">
      <div className="mft-card__header">
        <Heading id={headingId} className="mft-card__heading">
          {TRIVIA_TEXTS.polls}
        </Heading>
      </div>
      {content}
    </section>
  );
}
