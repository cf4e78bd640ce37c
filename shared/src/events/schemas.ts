import { z } from 'zod';
import { EVENT_LIMITS, EVENT_MESSAGES, SPECIAL_EVENT_TYPES, type EventKind } from './messages';
import { eventDraftProblem, type EventDraft } from './rules';

// ---- what the api answers (spec 3: event, special event, comment) ------------------------------------------

/** GET /events/sample, GET /events/:id, POST / PUT /events: an event as the calendar reads it back. */
export interface CalendarEvent {
  event_id: number;
  event_title: string;
  event_type: string;
  event_address: string;
  event_description: string;
  /** ISO instants */
  event_start: string;
  event_end: string;
  event_color: string;
  event_is_for_me: boolean;
  event_is_for_everyone: boolean;
  kind: EventKind;
  groups_ids: number[];
  locations_ids: number[];
  /** spec 2.4: calendar items carry allDay and full_name (the creator's) */
  allDay: boolean;
  full_name: string;
  created_by: number | null;
}

/** GET /events/special: the sidebar's Location Openings and Projects the caller follows. */
export interface SpecialEventSummary {
  event_id: number;
  event_title: string;
  event_type: string;
  event_start: string;
  event_end: string;
  event_color: string;
}

export interface EventPerson {
  id: number | null;
  full_name: string;
  url_image: string | null;
}

export interface SpecialEventComment {
  id: number;
  message: string;
  /** links to the attached pictures */
  files: string[];
  created_by: EventPerson;
  createdAt: string;
  updatedAt: string;
}

/** GET /events/special/:id: the special event page. */
export interface SpecialEvent {
  event_id: number;
  event_title: string;
  event_description: string;
  event_address: string;
  event_start: string;
  event_end: string;
  event_type: string;
  event_color: string;
  created_by: EventPerson;
  createdAt: string;
  updatedAt: string;
  /** followers by group (read only) */
  groups_ids: { id: number; name: string }[];
  additional_users: { customer_id: number; label: string }[];
  comments: SpecialEventComment[];
}

/** GET /accounts?full_name=: a follower search hit. */
export interface FollowerCandidate {
  customer_id: number;
  label: string;
  email: string;
}

/** GET /events/feed-token. */
export interface CalendarFeedState {
  active: boolean;
  created_at: string | null;
}

/** POST /events/feed-token: the new private feed address (shown once; a new one replaces it). */
export interface CalendarFeedLink {
  url: string;
  created_at: string;
}

// ---- what the api accepts ------------------------------------------------------------------------------------

const id = z.number().int().positive();
const ids = z.array(id).max(500);

/** POST /events and PUT /events/:id (spec 3's payload); spec 5's checks in its order, each message as the spec words it. */
export const eventBody = z
  .object({
    title: z.string().max(2000),
    type: z.string().max(100),
    address: z.string().max(2000),
    description: z.string().max(20_000),
    start: z.string().max(64),
    end: z.string().max(64),
    color: z.string().max(20).nullish(),
    groups_ids: ids.default([]),
    locations_ids: ids.default([]),
    isForMe: z.boolean().default(false),
    isForEveryone: z.boolean().default(false),
  })
  .superRefine((draft, context) => {
    const problem = eventDraftProblem(draft as EventDraft);
    if (problem) context.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
export type EventBody = z.infer<typeof eventBody>;

const instant = (message: string) => z.string({ error: message }).refine((v) => !Number.isNaN(Date.parse(v)), { message });

/** PUT /events/special/:id (spec 7), plus its type (spec 2.6: editable) among the special types. */
export const specialEventUpdateBody = z
  .object({
    event_title: z.string({ error: EVENT_MESSAGES.invalidTitle }).trim().min(1, EVENT_MESSAGES.invalidTitle).max(EVENT_LIMITS.title, EVENT_MESSAGES.invalidTitle),
    event_description: z
      .string({ error: EVENT_MESSAGES.invalidDescription })
      .refine((v) => v.trim().length > 0 && v.length <= EVENT_LIMITS.description, { message: EVENT_MESSAGES.invalidDescription }),
    event_address: z.string({ error: EVENT_MESSAGES.invalidAddress }).trim().min(1, EVENT_MESSAGES.invalidAddress).max(EVENT_LIMITS.address, EVENT_MESSAGES.invalidAddress),
    event_start: instant(EVENT_MESSAGES.invalidStart),
    event_end: instant(EVENT_MESSAGES.invalidEnd),
    event_type: z.enum(SPECIAL_EVENT_TYPES, { error: EVENT_MESSAGES.invalidType }).optional(),
  })
  .refine((b) => Date.parse(b.event_end) > Date.parse(b.event_start), { message: EVENT_MESSAGES.invalidEnd, path: ['event_end'] });
export type SpecialEventUpdateBody = z.infer<typeof specialEventUpdateBody>;

/** POST /events/special/comments: pictures as data URLs (or bare base64), checked by their bytes on the server. */
export const commentCreateBody = z
  .object({
    event_id: id,
    owner_id: z.number().int().optional(),
    message: z.string().trim().max(EVENT_LIMITS.commentNew, EVENT_MESSAGES.commentTooLong(EVENT_LIMITS.commentNew)).default(''),
    files: z
      .array(z.string().max(8 * 1024 * 1024))
      .max(EVENT_LIMITS.commentFiles, EVENT_MESSAGES.commentTooManyFiles)
      .default([]),
  })
  .refine((b) => b.message.length > 0 || b.files.length > 0, { message: EVENT_MESSAGES.commentEmpty, path: ['message'] });
export type CommentCreateBody = z.infer<typeof commentCreateBody>;

export const commentUpdateBody = z.object({
  message: z.string().trim().min(1, EVENT_MESSAGES.commentEmpty).max(EVENT_LIMITS.commentEdit, EVENT_MESSAGES.commentTooLong(EVENT_LIMITS.commentEdit)),
});

/** POST /events/special/additional_users: the event's whole list of additional followers. */
export const additionalUsersBody = z.object({ event_id: id, customer_ids: ids });

export const eventIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /events/sample: the visible range (dates are read in the portal zone; instants as given). */
export const eventRangeQuery = z.object({ start: z.string().max(64).optional(), end: z.string().max(64).optional() }).strict();

export const followerSearchMin = EVENT_LIMITS.followerSearchMin;
