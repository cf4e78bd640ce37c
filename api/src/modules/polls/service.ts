import { TRIVIA_MESSAGES, pollPercentage, type CalendarPoll, type Poll, type PollVoteRow, type pollCreateBody, type pollUpdateBody } from '@portal/shared';
import type { z } from 'zod';
import type { RequestUser } from '../../auth/access';
import { badRequest, conflict, notFound } from '@portal/shared/node/server';
import { rangeOf, today, type TriviaContext } from '../trivia/context';
import { maySeeFutureItems } from '../trivia/policy';
import * as q from './queries';

type CreateInput = z.output<typeof pollCreateBody>;
type UpdateInput = z.output<typeof pollUpdateBody>;

const POLL = 'Poll';

/**
 * Polls as the api returns them. `viewer` null: an administrator's view (every count). Otherwise the percentages
 * are the viewer's only once they have voted, so nobody votes with the crowd.
 */
async function toPolls(ctx: TriviaContext, rows: q.PollRow[], viewer: number | null): Promise<Poll[]> {
  const ids = rows.map((r) => r.id);
  const [options, mine] = await Promise.all([q.optionsWithVotes(ctx.db, ids), viewer === null ? new Map<number, number>() : q.votesOf(ctx.db, viewer, ids)]);
  return rows.map((row) => {
    const own = options.filter((o) => o.poll_id === row.id);
    const total = own.reduce((sum, o) => sum + Number(o.votes), 0);
    const voted = mine.get(row.id);
    const counts = viewer === null || voted !== undefined;
    return {
      id: row.id,
      polls_answer: row.polls_answer,
      date_start: row.date_start,
      date_end: row.date_end,
      options: own.map((o) => ({
        id: o.id,
        option: o.option,
        percentage: counts ? pollPercentage(Number(o.votes), total) : null,
        votes: counts ? Number(o.votes) : null,
      })),
      total_votes: counts ? total : null,
      existsPontuation: voted === undefined ? null : { response_user_polls_id: voted },
    };
  });
}

async function onePoll(ctx: TriviaContext, id: number, viewer: number | null): Promise<Poll> {
  const row = await q.findPoll(ctx.db, id);
  if (!row) throw notFound(POLL);
  return (await toPolls(ctx, [row], viewer))[0]!;
}

/** POST /polls/question: the polls open today (portal zone) for the caller, each with the caller's vote if any. */
export async function openPolls(ctx: TriviaContext, userId: number): Promise<Poll[]> {
  return toPolls(ctx, await q.pollsOpenOn(ctx.db, today(ctx)), userId);
}

/**
 * Records the caller's vote (the body's customers_id is ignored). Only between the poll's start and end days;
 * a second vote, even at the same moment, hits the UNIQUE constraint: 409. Answers the poll with its percentages.
 */
export async function vote(ctx: TriviaContext, userId: number, body: { polls_id: number; response_user_polls_id: number }): Promise<Poll> {
  const pollId = await ctx.db.transaction().execute(async (tx) => {
    const poll = await q.lockPoll(tx, body.polls_id, 'share');
    if (!poll) throw notFound(POLL);
    const day = today(ctx);
    if (day < poll.date_start || day > poll.date_end) throw badRequest(TRIVIA_MESSAGES.pollClosed, 'polls_id');
    const options = await q.optionsWithVotes(tx, [poll.id]);
    if (!options.some((o) => o.id === body.response_user_polls_id)) throw badRequest(TRIVIA_MESSAGES.unknownPollOption, 'response_user_polls_id');
    const id = await q.insertVote(tx, { poll_id: poll.id, account_id: userId, option_id: body.response_user_polls_id });
    if (id === null) throw conflict(TRIVIA_MESSAGES.alreadyVoted, 'polls_id');
    return poll.id;
  });
  return onePoll(ctx, pollId, userId);
}

/** GET /polls/calendar: polls overlapping the range; non-administrators only those that have started. */
export async function calendar(ctx: TriviaContext, user: RequestUser, query: { start?: string; end?: string }): Promise<CalendarPoll[]> {
  const range = rangeOf(ctx, query);
  return q.pollsBetween(ctx.db, range.start, range.end, maySeeFutureItems(user) ? null : today(ctx));
}

/** GET /polls/find-poll/:id (administrators: every count). */
export async function find(ctx: TriviaContext, id: number): Promise<Poll> {
  return onePoll(ctx, id, null);
}

/** GET /polls/find/:id: who voted what. */
export async function votes(ctx: TriviaContext, id: number): Promise<PollVoteRow[]> {
  if (!(await q.findPoll(ctx.db, id))) throw notFound(POLL);
  const rows = await q.voters(ctx.db, id);
  return rows.map((r) => ({ customer_id: r.customer_id, full_name: `${r.first_name} ${r.last_name}`.trim(), url_image: r.url_image, response_user_polls_id: r.option_id }));
}

export async function create(ctx: TriviaContext, user: RequestUser, body: CreateInput): Promise<Poll> {
  const id = await ctx.db.transaction().execute(async (tx) => {
    const pollId = await q.insertPoll(tx, { polls_answer: body.polls_answer, date_start: body.date_start, date_end: body.date_end, created_by: user.id });
    await q.insertOptions(tx, pollId, body.options);
    return pollId;
  });
  return onePoll(ctx, id, null);
}

/** Edits a poll. Once it has votes its number of options is locked (each vote names an option); texts and dates may change. */
export async function update(ctx: TriviaContext, body: UpdateInput): Promise<Poll> {
  await ctx.db.transaction().execute(async (tx) => {
    const poll = await q.lockPoll(tx, body.id, 'update');
    if (!poll) throw notFound(POLL);
    if ((await q.countVotes(tx, body.id)) > 0) {
      const options = await q.optionsWithVotes(tx, [body.id]);
      if (options.length !== body.options.length) throw conflict(TRIVIA_MESSAGES.votedPollLocked, 'options');
      for (const option of options) await q.renameOption(tx, option.id, body.options[option.position]!);
    } else {
      await q.deleteOptions(tx, body.id);
      await q.insertOptions(tx, body.id, body.options);
    }
    await q.updatePoll(tx, body.id, { polls_answer: body.polls_answer, date_start: body.date_start, date_end: body.date_end });
  });
  return onePoll(ctx, body.id, null);
}

export async function remove(ctx: TriviaContext, id: number): Promise<void> {
  if (!(await q.deletePoll(ctx.db, id))) throw notFound(POLL);
}
