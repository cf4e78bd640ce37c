import { dayRangeInZone, todayInZone, triviaMonthRange } from '@portal/shared';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db';

/**
 * What the trivia and poll services work with: the database, the portal's zone and a clock. "Today" is the day in
 * the portal's zone (spec: US Central; `PORTAL_TIME_ZONE`), whatever the server's own; tests pass their own `now`.
 */
export interface TriviaContext {
  db: Db;
  timeZone: string;
  now: () => Date;
}

export function triviaContext(deps: Pick<AppDeps, 'db' | 'config'>): TriviaContext {
  return { db: deps.db, timeZone: deps.config.timeZone, now: () => new Date() };
}

/** Today (YYYY-MM-DD) in the portal's zone. */
export function today(ctx: TriviaContext): string {
  return todayInZone(ctx.timeZone, ctx.now());
}

/** The instants [from, to) that days [startDay, endDay] cover in the portal's zone. */
export function instantsOf(ctx: TriviaContext, startDay: string, endDay: string): { from: Date; to: Date } {
  return { from: dayRangeInZone(startDay, ctx.timeZone).start, to: dayRangeInZone(endDay, ctx.timeZone).end };
}

/** A calendar call's range: start/end as given, or this month (portal zone). */
export function rangeOf(ctx: TriviaContext, query: { start?: string; end?: string }): { start: string; end: string } {
  if (query.start && query.end) return { start: query.start, end: query.end };
  return triviaMonthRange(today(ctx).slice(0, 7));
}
