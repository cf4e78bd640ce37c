// Every runtime value this slice takes from the news contract, in one place: from `@portal/shared/news` (the
// rules, which this remote bundles) and `@portal/shared/core`, both zod-free, because the home widgets load this
// slice on the first screen and the zod entry of `@portal/shared` is a chunk the home page must not need.
export {
  canDeleteNewsComment,
  IMAGE_UPLOAD_ACCEPT,
  commentTimeLabel,
  DEFAULT_NEWS_COMMENT_SORT,
  isNewsAdmin,
  NEWS_CAROUSEL_AUTOPLAY_MS,
  NEWS_COMMENT_SORT_LABELS,
  NEWS_COMMENT_SORTS,
  NEWS_IMAGE_MAX_BYTES,
  NEWS_LIMITS,
  NEWS_MESSAGES,
  NEWS_REALTIME,
  NEWS_VIDEO_MAX_BYTES,
} from '@portal/shared/news';
export { formatShortDate } from '@portal/shared/core';
