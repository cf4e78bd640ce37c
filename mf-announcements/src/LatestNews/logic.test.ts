import { describe, expect, it } from 'vitest';
import { carouselOrder, isScheduled, listOrder } from './logic';
import { draftProblem, uploadSlots } from './Form/draft';
import { FORM_TEXTS } from './texts';
import { toggleLike } from './api';
import { buildNews, mp4File, pngFile } from './test/fixtures';

const now = new Date('2026-11-21T12:00:00Z');

describe('carousel order (doc 2 §4: active, published; active first, then newest)', () => {
  it('drops private and future items and sorts newest first by publish date, else creation, then id', () => {
    const items = [
      buildNews({ id: 1, createdAt: '2026-11-01T00:00:00Z' }),
      buildNews({ id: 2, active: false, createdAt: '2026-11-20T00:00:00Z' }),
      buildNews({ id: 3, publish_date: '2026-11-25T00:00:00Z', createdAt: '2026-11-02T00:00:00Z' }),
      buildNews({ id: 4, publish_date: '2026-11-19T00:00:00Z', createdAt: '2026-10-01T00:00:00Z' }),
      buildNews({ id: 5, createdAt: '2026-11-10T00:00:00Z' }),
      buildNews({ id: 6, createdAt: '2026-11-10T00:00:00Z' }),
      buildNews({ id: 7, scheduled: true, createdAt: '2026-11-21T00:00:00Z' }),
    ];
    expect(carouselOrder(items, now).map((n) => n.id)).toEqual([4, 6, 5, 1]);
  });

  it('leaves the input alone and copes with an empty list', () => {
    const items = [buildNews({ id: 1 }), buildNews({ id: 2, createdAt: '2026-11-21T00:00:00Z' })];
    carouselOrder(items, now);
    expect(items.map((n) => n.id)).toEqual([1, 2]);
    expect(carouselOrder([], now)).toEqual([]);
  });
});

describe('list order and scheduling', () => {
  it('lists newest first and marks items whose publish date is ahead', () => {
    const items = [buildNews({ id: 1, createdAt: '2026-01-01T00:00:00Z' }), buildNews({ id: 2, createdAt: '2026-02-01T00:00:00Z' })];
    expect(listOrder(items).map((n) => n.id)).toEqual([2, 1]);
    expect(isScheduled({ publish_date: '2026-11-22T00:00:00Z', scheduled: false }, now)).toBe(true);
    expect(isScheduled({ publish_date: '2026-11-20T00:00:00Z', scheduled: false }, now)).toBe(false);
    expect(isScheduled({ publish_date: null, scheduled: false }, now)).toBe(false);
  });
});

describe('news draft validation (doc 1 §5, doc 2 §5)', () => {
  const ok = { title: 'T', preview: 'P', media: pngFile(), thumbnail: null };
  const cases: [string, () => Parameters<typeof draftProblem>[0]][] = [
    [FORM_TEXTS.fillAll, () => ({ ...ok, title: '  ' })],
    [FORM_TEXTS.fillAll, () => ({ ...ok, preview: '' })],
    [FORM_TEXTS.titleTooLong, () => ({ ...ok, title: 't'.repeat(251) })],
    [FORM_TEXTS.previewTooLong, () => ({ ...ok, preview: 'p'.repeat(251) })],
    [FORM_TEXTS.uploadFile, () => ({ ...ok, media: null })],
    [FORM_TEXTS.thumbnailRequired, () => ({ ...ok, media: mp4File() })],
    [FORM_TEXTS.badFile, () => ({ ...ok, media: new File(['x'], 'notes.pdf', { type: 'application/pdf' }) })],
    [FORM_TEXTS.imageTooLarge, () => ({ ...ok, media: pngFile('big.png', 4 * 1024 * 1024 + 1) })],
    [FORM_TEXTS.badThumbnail, () => ({ ...ok, media: mp4File(), thumbnail: mp4File('thumb.mp4') })],
  ];
  it.each(cases)('%s', (message, draft) => {
    expect(draftProblem(draft())).toBe(message);
  });

  it('accepts a picture, or a video with its thumbnail, and maps them to the create fields', () => {
    expect(draftProblem(ok)).toBeNull();
    const video = { ...ok, media: mp4File(), thumbnail: pngFile('poster.png') };
    expect(draftProblem(video)).toBeNull();
    expect(uploadSlots(ok).map((u) => u.slot)).toEqual(['image']);
    expect(uploadSlots(video).map((u) => u.slot)).toEqual(['video', 'thumbnail']);
  });
});

describe('like toggle', () => {
  it('adds the viewer once and removes them again', () => {
    expect(toggleLike([3], 7)).toEqual([3, 7]);
    expect(toggleLike([3, 7], 7)).toEqual([3]);
    expect(toggleLike(null, 7)).toEqual([7]);
  });
});
