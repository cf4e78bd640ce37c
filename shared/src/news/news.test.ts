import { describe, expect, it } from 'vitest';
import { emptyRoles } from '../permissions';
import { commentTimeLabel } from './timeLabel';
import { newsCommentCreateBody, newsCreateBody, newsUpdateBody, publishDateField } from './schemas';
import { canDeleteNewsComment, isNewsAdmin, isNewsVisibleTo } from './policy';
import { NEWS_MESSAGES } from './messages';

describe('commentTimeLabel (spec: Today, (n days ago) < 7, (n week ago) 8–13, else (n weeks ago))', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const daysAgo = (n: number, extraMs = 0) => new Date(now.getTime() - n * 86_400_000 - extraMs);

  it.each([
    [0, 'Today'],
    [1, '(1 days ago)'],
    [6, '(6 days ago)'],
    [7, '(1 weeks ago)'],
    [8, '(1 week ago)'],
    [13, '(1 week ago)'],
    [14, '(2 weeks ago)'],
    [20, '(2 weeks ago)'],
    [21, '(3 weeks ago)'],
    [400, '(57 weeks ago)'],
  ])('%i days → %s', (days, label) => {
    expect(commentTimeLabel(daysAgo(days), now)).toBe(label);
  });

  it('counts whole 24-hour periods, takes ISO strings, and reads a future date as Today', () => {
    expect(commentTimeLabel(daysAgo(0, 23 * 3_600_000), now)).toBe('Today');
    expect(commentTimeLabel(daysAgo(2).toISOString(), now.toISOString())).toBe('(2 days ago)');
    expect(commentTimeLabel(new Date(now.getTime() + 3_600_000), now)).toBe('Today');
    expect(commentTimeLabel('not a date', now)).toBe('');
  });
});

describe('news schemas', () => {
  const file = '/uploads/news/x.png';
  const issue = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => r.error?.issues[0];

  it('create: title and preview required (Please fill all fields), max 250, a file required, a thumbnail with a video', () => {
    expect(issue(newsCreateBody.safeParse({ prev_legend: 'p', image: file }))?.message).toBe(NEWS_MESSAGES.fillAllFields);
    expect(issue(newsCreateBody.safeParse({ title: '   ', prev_legend: 'p', image: file }))?.message).toBe(NEWS_MESSAGES.fillAllFields);
    expect(issue(newsCreateBody.safeParse({ title: 't'.repeat(251), prev_legend: 'p', image: file }))?.message).toBe(NEWS_MESSAGES.titleTooLong);
    expect(issue(newsCreateBody.safeParse({ title: 't', prev_legend: 'p'.repeat(251), image: file }))?.message).toBe(NEWS_MESSAGES.previewTooLong);
    expect(issue(newsCreateBody.safeParse({ title: 't', prev_legend: 'p', image: '' }))?.message).toBe(NEWS_MESSAGES.uploadFile);
    const noThumb = issue(newsCreateBody.safeParse({ title: 't', prev_legend: 'p', video: '/uploads/news/v.mp4' }));
    expect(noThumb?.message).toBe(NEWS_MESSAGES.thumbnailRequired);
    expect(noThumb?.path).toEqual(['thumbnail']);
    const ok = newsCreateBody.parse({ title: ' Hello ', prev_legend: 'p', image: file, publish_date: '2030-01-02', createdAt: 'x' });
    expect(ok).toMatchObject({ title: 'Hello', idea: false, notify_desktop: false, full_legend: '', publish_date: '2030-01-02T00:00:00.000Z' });
    expect(newsCreateBody.safeParse({ title: 't', prev_legend: 'p', image: file, owner_id: 1 }).success).toBe(false);
  });

  it('publish dates: YYYY-MM-DD or ISO date-time; empty means none; anything else refused', () => {
    expect(publishDateField.parse('')).toBeNull();
    expect(publishDateField.parse(null)).toBeNull();
    expect(publishDateField.parse('2030-05-06T10:00:00-05:00')).toBe('2030-05-06T15:00:00.000Z');
    expect(publishDateField.safeParse('tomorrow').success).toBe(false);
    expect(publishDateField.safeParse('2030-13-45').success).toBe(false);
  });

  it('update keeps left-out fields; comments are 1–1000 characters of TEXT', () => {
    expect(newsUpdateBody.parse({ id: 3, title: 'x' })).toEqual({ id: 3, title: 'x' });
    expect(issue(newsCommentCreateBody.safeParse({ latest_news_id: 1, content: '  ' }))?.message).toBe(NEWS_MESSAGES.commentEmpty);
    expect(issue(newsCommentCreateBody.safeParse({ latest_news_id: 1, content: 'x'.repeat(1001) }))?.message).toBe(NEWS_MESSAGES.commentTooLong);
    expect(newsCommentCreateBody.parse({ latest_news_id: 1, content: 'hi', id_remetente: 9, full_name_remetente: 'X' }).type).toBe('TEXT');
    expect(newsCommentCreateBody.safeParse({ latest_news_id: 1, content: 'hi', type: 'IMAGE' }).success).toBe(false);
  });
});

describe('news policy', () => {
  const admin = { id: 1, group_id: 1, roles: emptyRoles() };
  const staff = { id: 2, group_id: 15, roles: emptyRoles() };
  const now = new Date('2026-11-21T12:00:00Z');

  it('only the Super Admin group administers news; authors delete their own comments', () => {
    expect(isNewsAdmin(admin)).toBe(true);
    expect(isNewsAdmin({ group_id: 2 })).toBe(false);
    expect(canDeleteNewsComment(staff, 2)).toBe(true);
    expect(canDeleteNewsComment(staff, 3)).toBe(false);
    expect(canDeleteNewsComment(admin, 3)).toBe(true);
  });

  it('non-admins see active items whose publish date is empty or past', () => {
    expect(isNewsVisibleTo(staff, { active: true, publish_date: null }, now)).toBe(true);
    expect(isNewsVisibleTo(staff, { active: true, publish_date: '2026-11-20T00:00:00Z' }, now)).toBe(true);
    expect(isNewsVisibleTo(staff, { active: true, publish_date: '2026-11-22T00:00:00Z' }, now)).toBe(false);
    expect(isNewsVisibleTo(staff, { active: false, publish_date: null }, now)).toBe(false);
    expect(isNewsVisibleTo(admin, { active: false, publish_date: '2030-01-01T00:00:00Z' }, now)).toBe(true);
  });
});
