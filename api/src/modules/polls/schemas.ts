import { z } from 'zod';
import type { CalendarPoll, Poll, PollVoteRow } from '@portal/shared';

/** Response schemas: also the list of what may leave the server. */
export const pollSchema = z.object({
  id: z.number(),
  polls_answer: z.string(),
  date_start: z.string(),
  date_end: z.string(),
  options: z.array(z.object({ id: z.number(), option: z.string(), percentage: z.string().nullable(), votes: z.number().nullable() })),
  total_votes: z.number().nullable(),
  existsPontuation: z.object({ response_user_polls_id: z.number() }).nullable(),
}) satisfies z.ZodType<Poll>;

export const pollVoteRowSchema = z.object({
  customer_id: z.number(),
  full_name: z.string(),
  url_image: z.string().nullable(),
  response_user_polls_id: z.number(),
}) satisfies z.ZodType<PollVoteRow>;

export const calendarPollSchema = z.object({ id: z.number(), polls_answer: z.string(), date_start: z.string(), date_end: z.string() }) satisfies z.ZodType<CalendarPoll>;

export const pollResponse = z.object({ results: pollSchema });
export const pollListResponse = z.object({ results: z.array(pollSchema) });
export const pollVotesResponse = z.object({ results: z.array(pollVoteRowSchema) });
export const calendarPollsResponse = z.object({ results: z.array(calendarPollSchema) });
