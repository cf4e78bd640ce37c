import { z } from 'zod';
import type { CalendarEvent, CalendarFeedLink, CalendarFeedState, SpecialEvent, SpecialEventComment, SpecialEventSummary } from '@portal/shared';

/** Response schemas: also the list of what may leave the server. */
export const calendarEventSchema = z.object({
  event_id: z.number(),
  event_title: z.string(),
  event_type: z.string(),
  event_address: z.string(),
  event_description: z.string(),
  event_start: z.string(),
  event_end: z.string(),
  event_color: z.string(),
  event_is_for_me: z.boolean(),
  event_is_for_everyone: z.boolean(),
  kind: z.enum(['personal', 'local', 'group', 'local_group', 'general', 'special']),
  groups_ids: z.array(z.number()),
  locations_ids: z.array(z.number()),
  allDay: z.boolean(),
  full_name: z.string(),
  created_by: z.number().nullable(),
}) satisfies z.ZodType<CalendarEvent>;

const person = z.object({ id: z.number().nullable(), full_name: z.string(), url_image: z.string().nullable() });

export const commentSchema = z.object({
  id: z.number(),
  message: z.string(),
  files: z.array(z.string()),
  created_by: person,
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<SpecialEventComment>;

export const specialEventSchema = z.object({
  event_id: z.number(),
  event_title: z.string(),
  event_description: z.string(),
  event_address: z.string(),
  event_start: z.string(),
  event_end: z.string(),
  event_type: z.string(),
  event_color: z.string(),
  created_by: person,
  createdAt: z.string(),
  updatedAt: z.string(),
  groups_ids: z.array(z.object({ id: z.number(), name: z.string() })),
  additional_users: z.array(z.object({ customer_id: z.number(), label: z.string() })),
  comments: z.array(commentSchema),
}) satisfies z.ZodType<SpecialEvent>;

const summarySchema = z.object({
  event_id: z.number(),
  event_title: z.string(),
  event_type: z.string(),
  event_start: z.string(),
  event_end: z.string(),
  event_color: z.string(),
}) satisfies z.ZodType<SpecialEventSummary>;

export const eventsResponse = z.object({ results: z.array(calendarEventSchema) });
export const eventResponse = z.object({ results: calendarEventSchema });
export const specialEventResponse = z.object({ results: specialEventSchema });
export const specialListResponse = z.object({ results: z.array(summarySchema) });
export const commentResponse = z.object({ results: commentSchema });
export const feedStateResponse = z.object({ results: z.object({ active: z.boolean(), created_at: z.string().nullable() }) satisfies z.ZodType<CalendarFeedState> });
export const feedLinkResponse = z.object({ results: z.object({ url: z.string(), created_at: z.string() }) satisfies z.ZodType<CalendarFeedLink> });
export const feedTokenParam = z.object({ token: z.string().max(200) });
export const emptyQuery = z.object({}).strict();
export const followerSearchResponse = z.object({ results: z.array(z.object({ customer_id: z.number(), label: z.string(), email: z.string() })) });
