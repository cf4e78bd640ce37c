// Every runtime value this slice takes from the news contract, in one place. The home widgets load this
// slice, and `@portal/shared` (the entry with every zod schema) is otherwise a lazy chunk the home page
// does not need: once shared/src/news's zod-free files are exported from `@portal/shared/core`, the
// first export below moves there and the home page stops loading zod.
export {
  canDeleteNewsComment,
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
} from '@portal/shared';
export { formatShortDate } from '@portal/shared/core';
