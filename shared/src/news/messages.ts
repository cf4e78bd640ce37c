/** Limits of the latest news feed and its comments (spec 1: sections 5, 9; spec 2: sections 5, 9). */
export const NEWS_LIMITS = {
  /** spec: title and preview max 250 (composer and idea submission) */
  title: 250,
  prev_legend: 250,
  /** the article body (HTML); the spec sets none, this keeps one row readable */
  full_legend: 100_000,
  /** the spec gives news comments no limit; ours, so one comment cannot flood a page */
  comment: 1000,
} as const;

/** Spec: image limit 4 MB, .jpg and .png. */
export const NEWS_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
/**
 * The spec only *states* that files over 1 TB are not accepted (never checked). A portal server storing
 * uploads on its own disk needs a real cap: 200 MB is a few minutes of 1080p video.
 */
export const NEWS_VIDEO_MAX_BYTES = 200 * 1024 * 1024;

/** Comment sort modes (spec 4): most-liked (default), desc (Newest), asc (Oldest). */
export const NEWS_COMMENT_SORTS = ['most-liked', 'desc', 'asc'] as const;
export type NewsCommentSort = (typeof NEWS_COMMENT_SORTS)[number];
export const DEFAULT_NEWS_COMMENT_SORT: NewsCommentSort = 'most-liked';
export const NEWS_COMMENT_SORT_LABELS: Record<NewsCommentSort, string> = {
  'most-liked': 'Most liked',
  desc: 'Newest',
  asc: 'Oldest',
};

/** How many comments each home-carousel item carries (the most liked ones). */
export const NEWS_CAROUSEL_COMMENTS = 3;
/** Home carousel autoplay (spec 2: 9). */
export const NEWS_CAROUSEL_AUTOPLAY_MS = 3000;

/** Texts of the news feed, word for word from the spec where it gives them. */
export const NEWS_MESSAGES = {
  fillAllFields: 'Please fill all fields',
  uploadFile: 'Please upload a file',
  titleTooLong: `Title must be at most ${NEWS_LIMITS.title} characters.`,
  previewTooLong: `Preview must be at most ${NEWS_LIMITS.prev_legend} characters.`,
  bodyTooLong: `The article is too long (at most ${NEWS_LIMITS.full_legend} characters).`,
  /** spec: "A thumbnail is required for an mp4 video upload" (no wording given) */
  thumbnailRequired: 'Please upload a thumbnail for the video',
  /** spec: "Text states that files over 1TB are not accepted" */
  largeFileNote: 'Files over 1TB are not accepted.',
  uploadingNotice: 'Uploading, do not close this window.',
  created: 'Latest News created',
  createFailed: 'Error creating Latest News',
  updated: 'Latest News updated successfully',
  deleted: 'Latest News deleted',
  public: 'Public',
  private: 'Private',
  idea: 'Idea',
  fileMissing: 'Please choose a file to upload.',
  fileType: 'Only .jpg and .png images or .mp4 videos can be uploaded.',
  imageTooLarge: 'images less than 4 mb only',
  videoTooLarge: `Videos must be smaller than ${NEWS_VIDEO_MAX_BYTES / 1024 / 1024} MB.`,
  imageNotUploaded: 'The image must be a .jpg or .png uploaded with /latest-news/uploadFile.',
  videoNotUploaded: 'The video must be an .mp4 uploaded with /latest-news/uploadFile.',
  thumbnailNotUploaded: 'The thumbnail must be a .jpg or .png uploaded with /latest-news/uploadFile.',
  publishDate: 'publish_date must be a date (YYYY-MM-DD) or an ISO date-time.',
  commentEmpty: 'Please write a comment.',
  commentTooLong: `Comments must be at most ${NEWS_LIMITS.comment} characters.`,
  commentType: 'type must be TEXT.',
  commentSort: `sort must be one of ${NEWS_COMMENT_SORTS.join(', ')}.`,
  noNews: 'No Latest News results',
  noComments: 'No comments yet',
} as const;

/** Live comment events (zod-free, so the home widgets can use it from @portal/shared/news). */
export const NEWS_REALTIME = {
  /** socket event name */
  commentEvent: 'news-comment',
  /** room of one news item's readers */
  room: (newsId: number) => `news:${newsId}`,
  roomPrefix: 'news:',
} as const;
