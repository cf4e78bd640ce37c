// The news contract lives in @portal/shared (shared/src/news); the pages only add the names they need.
export type {
  NewsItem,
  NewsCarouselItem,
  NewsComment,
  NewsCommentSort as CommentSort,
  NewsCreateBody as CreateNewsBody,
  NewsUpdateBody as UpdateNewsBody,
  NewsCommentCreateBody as CreateCommentBody,
  NewsUpload,
  NewsCommentEvent,
} from '@portal/shared';
