import type { ScoreboardRow, TriviaStatus } from '@portal/shared';
import { TRIVIA_TEXTS, triviaLongDate } from '../texts';
import { Person } from './Person';
import './trivia.css';

const COLUMNS = TRIVIA_TEXTS.scoreboardColumns;

/** The rows as the spec's table: POS, USER NAME (picture and name), POLLS, PTS, Total. */
export function ScoreTable({ rows, me, caption }: { rows: ScoreboardRow[]; me: number | undefined; caption: string }) {
  return (
    <table className="mft-table">
      <caption className="mft-sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{COLUMNS.pos}</th>
          <th scope="col">{COLUMNS.name}</th>
          <th scope="col" className="mft-num">
            {COLUMNS.polls}
          </th>
          <th scope="col" className="mft-num">
            {COLUMNS.pts}
          </th>
          <th scope="col" className="mft-num">
            {COLUMNS.total}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.customer_id} className={row.customer_id === me ? 'mft-me' : undefined} data-testid="scoreboard-row" data-customer-id={row.customer_id}>
            <td>{row.position}</td>
            <td>
              <Person name={row.name} image={row.url_image} />
            </td>
            <td className="mft-num">{row.polls_answered}</td>
            <td className="mft-num">{row.correct}</td>
            <td className="mft-num">{row.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Spec 2.16: 'Scoreboard' / 'HOME SCOREBOARD', 'This scoreboard expires on' its date, 'Your Rank:', a 300 px scrolling table. */
export function Scoreboard({ status, me }: { status: TriviaStatus; me: number | undefined }) {
  return (
    <section className="mft-card" aria-labelledby="mft-scoreboard-title" data-testid="scoreboard">
      <h3 id="mft-scoreboard-title" className="mft-card__heading">
        {TRIVIA_TEXTS.scoreboard}
      </h3>
      <p className="mft-board__band">{TRIVIA_TEXTS.homeScoreboard}</p>
      <div className="mft-board__meta">
        <span className="mft-muted">
          {TRIVIA_TEXTS.expiresOn} <time dateTime={status.expires_on}>{triviaLongDate(status.expires_on)}</time>
        </span>
        <strong data-testid="your-rank">
          {TRIVIA_TEXTS.yourRank} {status.user_rank ?? TRIVIA_TEXTS.noRank}
        </strong>
      </div>
      <div className="mft-board__scroll" tabIndex={0} aria-label={TRIVIA_TEXTS.scoreboard}>
        {status.usersRanking.length === 0 ? (
          <p className="mft-muted" style={{ padding: 12 }}>
            {TRIVIA_TEXTS.emptyScoreboard}
          </p>
        ) : (
          <ScoreTable rows={status.usersRanking} me={me} caption={TRIVIA_TEXTS.scoreboard} />
        )}
      </div>
    </section>
  );
}
