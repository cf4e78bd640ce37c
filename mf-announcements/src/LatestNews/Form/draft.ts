import { NEWS_IMAGE_MAX_BYTES, NEWS_LIMITS, NEWS_VIDEO_MAX_BYTES } from '../newsShared';
import { FORM_TEXTS } from '../texts';
import { fileKind } from '../upload';
import { imageUploadProblem } from '@portal/shared/news';

/** What the composer and the idea modal collect before anything is uploaded. */
export interface NewsDraft {
  title: string;
  preview: string;
  /** the picture or the .mp4 */
  media: File | null;
  /** the video's poster image (required for an .mp4) */
  thumbnail: File | null;
}

/**
 * The first problem with a draft, in the spec's order (doc 1 §5, doc 2 §5): 'Please fill all fields', lengths,
 * 'Please upload a file', then the files themselves (type, size, a thumbnail for an mp4). Null when it can be sent.
 */
export function draftProblem(draft: NewsDraft): string | null {
  if (!draft.title.trim() || !draft.preview.trim()) return FORM_TEXTS.fillAll;
  if (draft.title.trim().length > NEWS_LIMITS.title) return FORM_TEXTS.titleTooLong;
  if (draft.preview.trim().length > NEWS_LIMITS.prev_legend) return FORM_TEXTS.previewTooLong;
  if (!draft.media) return FORM_TEXTS.uploadFile;
  const kind = fileKind(draft.media);
  if (kind === null) return FORM_TEXTS.badFile;
  // the api accepts exactly 4 MB (it refuses only more)
  if (kind === 'image' && imageUploadProblem(draft.media, { maxBytes: NEWS_IMAGE_MAX_BYTES }) === 'size') return FORM_TEXTS.imageTooLarge;
  if (kind === 'video') {
    if (draft.media.size > NEWS_VIDEO_MAX_BYTES) return FORM_TEXTS.videoTooLarge;
    if (!draft.thumbnail) return FORM_TEXTS.thumbnailRequired;
  }
  if (draft.thumbnail && kind === 'video') {
    const thumbnail = imageUploadProblem(draft.thumbnail, { maxBytes: NEWS_IMAGE_MAX_BYTES });
    if (thumbnail === 'type') return FORM_TEXTS.badThumbnail;
    if (thumbnail === 'size') return FORM_TEXTS.imageTooLarge;
  }
  return null;
}

/** Which upload each chosen file becomes in the create body. */
export function uploadSlots(draft: NewsDraft): { slot: 'image' | 'video' | 'thumbnail'; file: File }[] {
  if (!draft.media) return [];
  if (fileKind(draft.media) === 'video') {
    return [{ slot: 'video', file: draft.media }, ...(draft.thumbnail ? [{ slot: 'thumbnail' as const, file: draft.thumbnail }] : [])];
  }
  return [{ slot: 'image', file: draft.media }];
}
