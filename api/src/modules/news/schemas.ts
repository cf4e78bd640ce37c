import { z } from 'zod';
import type { NewsCarouselItem, NewsComment, NewsItem, NewsUpload } from '@portal/shared';

/** Response schemas: also the list of what may leave the server. */
export const newsItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  prev_legend: z.string(),
  full_legend: z.string(),
  image_url: z.string().nullable(),
  video_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  active: z.boolean(),
  publish_date: z.string().nullable(),
  scheduled: z.boolean(),
  idea: z.boolean(),
  customer_id: z.number().nullable(),
  full_name: z.string(),
  store_id: z.string().nullable(),
  notify_desktop: z.boolean(),
  notify_mobile: z.boolean(),
  comments_count: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<NewsItem>;

export const newsCommentSchema = z.object({
  id: z.number(),
  latest_news_id: z.number(),
  id_remetente: z.number(),
  full_name_remetente: z.string(),
  url_image_remetente: z.string().nullable(),
  content: z.string(),
  type: z.literal('TEXT'),
  like: z.array(z.number()),
  createdAt: z.string(),
}) satisfies z.ZodType<NewsComment>;

export const newsCarouselItemSchema = newsItemSchema.extend({ comments: z.array(newsCommentSchema) }) satisfies z.ZodType<NewsCarouselItem>;

export const newsItemResponse = z.object({ results: newsItemSchema });
export const newsListResponse = z.object({ results: z.array(newsItemSchema) });
export const newsCarouselResponse = z.object({ results: z.array(newsCarouselItemSchema) });
export const newsCommentResponse = z.object({ results: newsCommentSchema });
export const newsCommentListResponse = z.object({ results: z.array(newsCommentSchema) });
export const newsUploadResponse = z.object({
  url: z.string(),
  type: z.enum(['image', 'video']),
  mime: z.enum(['image/jpeg', 'image/png', 'video/mp4']),
  size: z.number(),
}) satisfies z.ZodType<NewsUpload>;
