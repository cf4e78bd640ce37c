import type { ScoreboardRow } from '@portal/shared';
import { TRIVIA_TEXTS } from '../texts';
import { Person } from './Person';
import { ScoreTable } from './Scoreboard';
import './trivia.css';

/** Podium (the top three, first in the middle) and the month's whole ranking below it (spec 2.16). */
export function PodiumAndRanking({ rows, me }: { rows: ScoreboardRow[]; me: number | undefined }) {
  const top = rows.slice(0, 3);
  // second, first, third: the highest step in the middle
  const order = [top[1], top[0], top[2]].filter((r): r is ScoreboardRow => Boolean(r));
  return (
    <section className="mft-card mft-page__wide" aria-labelledby="mft-podium-title" data-testid="podium">
      <h3 id="mft-podium-title" className="mft-card__heading">
        {TRIVIA_TEXTS.podium}
      </h3>
      {rows.length === 0 ? (
        <p className="mft-muted">{TRIVIA_TEXTS.emptyScoreboard}</p>
      ) : (
        <>
          <ol className="mft-podium">
            {order.map((row) => (
              <li key={row.customer_id} className="mft-podium__place" value={row.position}>
                <Person name={row.name} image={row.url_image} large />
                <span className="mft-muted">{row.total}</span>
                <span className={`mft-podium__step mft-podium__step--${Math.min(row.position, 3)}`} aria-label={`${row.position}`}>
                  {row.position}
                </span>
              </li>
            ))}
          </ol>
          <h4 className="mft-card__heading" style={{ fontSize: 16, margin: '0 0 8px' }}>
            {TRIVIA_TEXTS.ranking}
          </h4>
          <ScoreTable rows={rows} me={me} caption={TRIVIA_TEXTS.ranking} />
        </>
      )}
    </section>
  );
}
