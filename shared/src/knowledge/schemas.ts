import '../zodConfig';
// `@portal/shared/knowledge/schemas`: request and response shapes of the assistant service (spec 7), for the
// service's validation and the pages' types.
import { z } from 'zod';
import { DOCUMENT_STATUSES, KNOWLEDGE_LIMITS as L, KNOWLEDGE_MESSAGES as M } from './messages';

const id = z.coerce.number().int().positive();

export const idParams = z.object({ id });
export const messageParams = z.object({ id, messageId: id });

export const listQuery = z.object({
  per_page: z.coerce.number().int().min(1).max(L.listPerPage).default(L.listPerPage),
  page: z.coerce.number().int().min(1).default(1),
});
export const documentsQuery = listQuery.extend({ category_id: id.optional() });
export const unsatisfactoryQuery = z.object({
  per_page: z.coerce.number().int().min(1).max(L.unsatisfactoryPerPage).default(L.unsatisfactoryPerPage),
  page: z.coerce.number().int().min(1).default(1),
});

const categoryName = z.string({ error: M.categoryNameRequired }).trim().min(1, M.categoryNameRequired).max(L.categoryName, M.categoryNameTooLong);

export const categoryCreateBody = z.object({
  name: categoryName,
  /** the spec sends one; the server derives its own from the name either way */
  slug: z.string().max(200).optional(),
  /** beyond the original: readable only by these groups (empty: everyone with the Ask permissions) */
  group_ids: z.array(id).max(100).default([]),
});
export const categoryUpdateBody = z.object({ name: categoryName.optional(), group_ids: z.array(id).max(100).optional() });

const filename = z.string({ error: M.filenameRequired }).trim().min(1, M.filenameRequired).max(L.filename, M.filenameTooLong);

export const documentJsonBody = z.union([
  z.object({ category_id: id, filename, text: z.string({ error: M.textRequired }).min(1, M.textRequired).max(L.textChars, M.textTooLong) }).strict(),
  z
    .object({
      category_id: id,
      url: z
        .string({ error: M.urlInvalid })
        .trim()
        .url(M.urlInvalid)
        .regex(/^https?:\/\//i, M.urlInvalid),
    })
    .strict(),
]);
export const documentRenameBody = z.object({ filename });

export const promptBody = z.object({
  prompt: z.string({ error: M.promptRequired }).trim().min(1, M.promptRequired).max(L.prompt, M.promptTooLong),
  /** the knowledge bases to answer from; absent or empty: every one the user may read */
  category_ids: z.array(id).max(200).optional(),
  /** a .jpg or .png as a data URL (the chat's image picker) */
  image: z
    .string()
    .max(Math.ceil((L.imageBytes * 4) / 3) + 64, M.imageTooLarge)
    .optional(),
});

export const feedbackBody = z.object({
  rating: z.enum(['up', 'down']),
  reason: z.string().trim().max(L.reason, M.reasonTooLong).optional(),
});

export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  group_ids: z.array(z.number()),
  documents_count: z.number(),
  created_at: z.string(),
});
export type KnowledgeCategory = z.infer<typeof categorySchema>;

export const documentSchema = z.object({
  id: z.number(),
  filename: z.string(),
  url: z.string().nullable(),
  created_at: z.string(),
  category_id: z.number(),
  kind: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  error: z.string().nullable(),
  chunks: z.number(),
});
export type KnowledgeDocument = z.infer<typeof documentSchema>;

export const sourceSchema = z.object({
  url: z.string(),
  filename: z.string(),
  document_id: z.number(),
  chunk_id: z.number(),
  category_id: z.number(),
  excerpt: z.string(),
});
export type KnowledgeSource = z.infer<typeof sourceSchema>;

export const messageSchema = z.object({
  id: z.number(),
  /** spec 3: role_id 1 is the user, 2 the assistant */
  role_id: z.number(),
  content: z.string(),
  /** the attached image (user messages) */
  url: z.string().nullable(),
  sources: z.array(sourceSchema),
  rating: z.enum(['up', 'down']).nullable(),
  created_at: z.string(),
  /** an answer built from a knowledge base the reader may not read: its content is a notice, its sources theirs only */
  redacted: z.boolean().optional(),
});
export type KnowledgeMessage = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({ id: z.number(), name: z.string(), created_at: z.string(), updated_at: z.string() });
export type KnowledgeConversation = z.infer<typeof conversationSchema>;

export const pageMeta = z.object({
  total: z.number(),
  per_page: z.number(),
  current_page: z.number(),
  first_page: z.number(),
  last_page: z.number(),
  next_page: z.number().nullable(),
  prev_page: z.number().nullable(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const unsatisfactorySchema = z.object({
  id: z.number(),
  created_at: z.string(),
  content: z.string(),
  reason: z.string().nullable(),
  user_name: z.string().nullable(),
  conversation: z.object({ id: z.number(), name: z.string(), messages: z.array(messageSchema) }),
});
export type UnsatisfactoryAnswer = z.infer<typeof unsatisfactorySchema>;
