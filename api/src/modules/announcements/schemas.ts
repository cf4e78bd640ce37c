import { z } from 'zod';
import { ANNOUNCEMENT_KINDS, OPINIONS } from '@portal/shared';

/** Response schemas: they document the shapes and strip anything else before it leaves the server. */
const author = z.object({
  id: z.number(),
  location_id: z.number().nullable(),
  profile_id: z.number().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  createdAt: z.string(),
});

export const announcementSchema = z.object({
  id: z.number(),
  kind: z.enum(ANNOUNCEMENT_KINDS),
  owner_id: z.number(),
  location_id: z.number().nullable(),
  location_name: z.string().nullable(),
  subject: z.string(),
  info: z.string(),
  text: z.string(),
  url_image: z.string().nullable(),
  url_doc: z.string().nullable(),
  doc_name: z.string().nullable(),
  editor_type: z.enum(['default', 'email']),
  createdAt: z.string(),
  updatedAt: z.string(),
  scheduled: z.boolean(),
  full_name: z.string(),
  created_by: author,
  viewd: z.boolean(),
  is_visible: z.boolean(),
  visibility: z.boolean(),
  everyone: z.boolean(),
  locations_ids: z.array(z.number()),
  groups_ids: z.array(z.number()),
  contacts_count: z.number(),
});

const opinion = z.object({ emoji: z.enum(OPINIONS) });

export const listResponse = z.object({ results: z.array(announcementSchema) });
export const detailResponse = z.object({ results: announcementSchema.extend({ opinion: opinion.nullable() }) });
export const opinionResponse = z.object({ results: opinion });
export const createResponse = z.object({ results: announcementSchema, recipients: z.number() });
export const publicResponse = z.object({
  results: z.object({
    id: z.number(),
    subject: z.string(),
    info: z.string(),
    createdAt: z.string(),
    url_image: z.string().nullable(),
    created_by: z.object({ full_name: z.string() }),
  }),
});
export const sentResponse = z.object({ message: z.string(), sent: z.number() });

const draft = z.object({ id: z.number(), subject: z.string(), draft: z.unknown(), target_date: z.string().nullable(), createdAt: z.string(), updatedAt: z.string() });
export const draftsResponse = z.object({ results: z.array(draft) });
export const draftResponse = z.object({ results: draft, message: z.string() });
