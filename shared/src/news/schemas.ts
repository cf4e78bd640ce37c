import { z } from 'zod';
import { NEWS_COMMENT_SORTS, NEWS_LIMITS, NEWS_MESSAGES, type NewsCommentSort } from './messages';

/** A latest news item as the api returns it (spec 1: "Latest news item"; spec 2: home carousel item). */
export interface NewsItem {
  id: number;
  title: string;
  /** the preview shown on cards and in the carousel */
  prev_legend: string;
  /** the article body: HTML, sanitized on the server */
  full_legend: string;
  image_url: string | null;
  video_url: string | null;
  /** required with a video: the picture shown before it plays */
  thumbnail_url: string | null;
  /** true Public, false Private */
  active: boolean;
  /** ISO date-time; null = published when created */
  publish_date: string | null;
  /** true while publish_date is in the future (only news administrators ever get such items) */
  scheduled: boolean;
  /** an idea submitted from the home page */
  idea: boolean;
  /** the author's account id (spec 2 calls it customer_id) */
  customer_id: number | null;
  /** the author's full name */
  full_name: string;
  /** store id of the author's main location */
  store_id: string | null;
  notify_desktop: boolean;
  notify_mobile: boolean;
  comments_count: number;
  createdAt: string;
  updatedAt: string;
}

/** A home-carousel item: the item and its most liked comments (at most NEWS_CAROUSEL_COMMENTS). */
export interface NewsCarouselItem extends NewsItem {
  comments: NewsComment[];
}

/** A comment on a news item (spec 1: "Comment on news"). */
export interface NewsComment {
  id: number;
  latest_news_id: number;
  /** the author's account id */
  id_remetente: number;
  full_name_remetente: string;
  url_image_remetente: string | null;
  /** plain text (tags removed on the server): render it as text */
  content: string;
  type: 'TEXT';
  /** ids of the users who like it */
  like: number[];
  createdAt: string;
}

/** What the socket room `news:<id>` receives as event `news-comment` when a comment changes. */
export type NewsCommentEvent =
  | { newsId: number; action: 'created'; comment: NewsComment }
  | { newsId: number; action: 'liked'; comment: NewsComment }
  | { newsId: number; action: 'deleted'; commentId: number };

export interface NewsUpload {
  /** where the file is served (relative to the portal's origin), to send as image / video / thumbnail */
  url: string;
  type: 'image' | 'video';
  mime: 'image/jpeg' | 'image/png' | 'video/mp4';
  size: number;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** 'YYYY-MM-DD' (midnight UTC) or an ISO date-time with an offset; '' or null means "none". */
export const publishDateField = z
  .union([z.string(), z.null()])
  .refine((v) => v === null || v === '' || ((DATE_ONLY.test(v) || DATE_TIME.test(v)) && !Number.isNaN(Date.parse(v))), NEWS_MESSAGES.publishDate)
  .transform((v) => (v ? new Date(DATE_ONLY.test(v) ? `${v}T00:00:00Z` : v).toISOString() : null));

const title = z.string({ error: NEWS_MESSAGES.fillAllFields }).trim().min(1, NEWS_MESSAGES.fillAllFields).max(NEWS_LIMITS.title, NEWS_MESSAGES.titleTooLong);
const preview = z.string({ error: NEWS_MESSAGES.fillAllFields }).trim().min(1, NEWS_MESSAGES.fillAllFields).max(NEWS_LIMITS.prev_legend, NEWS_MESSAGES.previewTooLong);
const body = z.string().max(NEWS_LIMITS.full_legend, NEWS_MESSAGES.bodyTooLong);
/** a url returned by POST /latest-news/uploadFile; '' or null = none */
const uploadedUrl = z
  .union([z.string().max(300), z.null()])
  .transform((v) => (v ? v : null))
  .optional();

/**
 * POST /latest-news/create (spec: image, video, thumbnail, prev_legend, full_legend, publish_date, title, idea,
 * notify_desktop, notify_mobile, createdAt; the home idea form also sends customer_id). The author is the caller:
 * customer_id and createdAt are accepted for compatibility and ignored.
 */
export const newsCreateBody = z
  .object({
    title: title.prefault(''),
    prev_legend: preview.prefault(''),
    full_legend: body.optional().default(''),
    image: uploadedUrl,
    video: uploadedUrl,
    thumbnail: uploadedUrl,
    publish_date: publishDateField.optional(),
    idea: z.boolean().optional().default(false),
    notify_desktop: z.boolean().optional().default(false),
    notify_mobile: z.boolean().optional().default(false),
    createdAt: z.string().max(40).optional(),
    customer_id: z.number().int().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.image && !v.video) ctx.addIssue({ code: 'custom', path: ['image'], message: NEWS_MESSAGES.uploadFile });
    else if (v.video && !v.thumbnail) ctx.addIssue({ code: 'custom', path: ['thumbnail'], message: NEWS_MESSAGES.thumbnailRequired });
  });
export type NewsCreateBody = z.input<typeof newsCreateBody>;

/**
 * POST /latest-news/update (spec: id, title, prev_legend, full_legend, publish_date). A field left out keeps its
 * value (the spec's editor does not send an empty publish date); publish_date null or '' clears it.
 */
export const newsUpdateBody = z
  .object({
    id: z.number().int().positive(),
    title: title.optional(),
    prev_legend: preview.optional(),
    full_legend: body.optional(),
    publish_date: publishDateField.optional(),
  })
  .strict();
export type NewsUpdateBody = z.input<typeof newsUpdateBody>;

/** POST /latest-news/active-status: active true = Public, false = Private. */
export const newsActiveBody = z.object({ id: z.number().int().positive(), active: z.boolean() }).strict();
export type NewsActiveBody = z.input<typeof newsActiveBody>;

export const newsIdParam = z.object({ id: z.coerce.number().int().positive() }).strict();

/** GET /latest-news?limit=&offset= (newest first; default and most 200). */
export const NEWS_LIST_MAX = 200;
export const newsListQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(NEWS_LIST_MAX).optional(),
    offset: z.coerce.number().int().min(0).optional(),
  })
  .strict();

export const newsCommentSortField = z.enum(NEWS_COMMENT_SORTS, { error: NEWS_MESSAGES.commentSort });
export const newsCommentFindParams = z.object({ newsId: z.coerce.number().int().positive(), sort: newsCommentSortField.optional() }).strict();

/**
 * POST /comments-latest-news/create (spec: id_remetente, latest_news_id, content, type, full_name_remetente).
 * The author comes from the token: id_remetente and full_name_remetente are accepted and ignored.
 */
export const newsCommentCreateBody = z
  .object({
    latest_news_id: z.number().int().positive(),
    content: z.string({ error: NEWS_MESSAGES.commentEmpty }).trim().min(1, NEWS_MESSAGES.commentEmpty).max(NEWS_LIMITS.comment, NEWS_MESSAGES.commentTooLong),
    type: z.literal('TEXT', { error: NEWS_MESSAGES.commentType }).optional().default('TEXT'),
    id_remetente: z.number().int().optional(),
    full_name_remetente: z.string().max(300).optional(),
  })
  .strict();
export type NewsCommentCreateBody = z.input<typeof newsCommentCreateBody>;

/** POST /comments-latest-news/like: toggles the caller's like (id_remetente accepted and ignored). */
export const newsCommentLikeBody = z.object({ id: z.number().int().positive(), id_remetente: z.number().int().optional() }).strict();
export type NewsCommentLikeBody = z.input<typeof newsCommentLikeBody>;

export function isNewsCommentSort(value: string): value is NewsCommentSort {
  return (NEWS_COMMENT_SORTS as readonly string[]).includes(value);
}
