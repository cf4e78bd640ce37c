import { describe, expect, it } from 'vitest';
import { EVENT_COLORS, EVENT_MESSAGES } from './messages';
import { eventColorOf, eventDraftProblem, eventDraftProblems, eventKindOf, googleCalendarLink, readableTextColor, toggleKind, type EventDraft } from './rules';
import { CALENDAR_CONTEXT_COLORS } from './messages';

const draft = (o: Partial<EventDraft> = {}): EventDraft => ({
  title: 'T',
  type: 'Meeting',
  address: 'A',
  description: 'D',
  start: '2026-11-25T14:00:00Z',
  end: '2026-11-25T14:30:00Z',
  color: null,
  groups_ids: [],
  locations_ids: [],
  isForMe: true,
  isForEveryone: false,
  ...o,
});

describe('event rules (spec 4, 5)', () => {
  it('combines Local and Group, keeps Personal and General alone', () => {
    expect(toggleKind(null, 'local')).toBe('local');
    expect(toggleKind('local', 'group')).toBe('local_group');
    expect(toggleKind('local_group', 'local')).toBe('group');
    expect(toggleKind('local_group', 'personal')).toBe('personal');
    expect(toggleKind('personal', 'personal')).toBeNull();
    expect(toggleKind('group', 'general')).toBe('general');
    expect(eventColorOf('local_group', 'Meeting')).toBe('#a3259F');
    expect(eventColorOf('special', 'Project')).toBe(EVENT_COLORS.Project);
  });

  it('reads the kind from the flags, then the colour, then the lists', () => {
    expect(eventKindOf(draft({ type: 'Location Opening', isForMe: true }))).toBe('special');
    expect(eventKindOf(draft({ isForMe: false, color: EVENT_COLORS.group }))).toBe('group');
    expect(eventKindOf(draft({ isForMe: false, groups_ids: [1], locations_ids: [2] }))).toBe('local_group');
    expect(eventKindOf(draft({ isForMe: false }))).toBeNull();
  });

  it("reports the first problem in the spec's order", () => {
    expect(eventDraftProblem(draft({ title: ' ', type: 'x', address: '' }))?.message).toBe(EVENT_MESSAGES.invalidTitle);
    expect(eventDraftProblem(draft({ type: 'x', address: '' }))?.message).toBe(EVENT_MESSAGES.invalidType);
    expect(eventDraftProblem(draft({ address: '', description: '' }))?.message).toBe(EVENT_MESSAGES.invalidAddress);
    expect(eventDraftProblem(draft({ description: '', start: '' }))?.message).toBe(EVENT_MESSAGES.invalidDescription);
    expect(eventDraftProblem(draft({ start: 'x' }))?.message).toBe(EVENT_MESSAGES.invalidStart);
    expect(eventDraftProblem(draft({ end: '2026-11-25T13:00:00Z' }))?.message).toBe(EVENT_MESSAGES.invalidEnd);
    expect(eventDraftProblem(draft({ isForMe: false, color: EVENT_COLORS.local_group }))?.message).toBe(EVENT_MESSAGES.groupEmpty);
    expect(eventDraftProblem(draft({ isForMe: false, color: EVENT_COLORS.local }))?.message).toBe(EVENT_MESSAGES.locationEmpty);
    expect(eventDraftProblem(draft({ isForMe: false }))?.message).toBe(EVENT_MESSAGES.noKind);
    expect(eventDraftProblem(draft({ isForMe: false, type: 'Project' }))).toBeNull();
    expect(eventDraftProblem(draft({ title: 'x'.repeat(250), description: 'd'.repeat(4950) }))).toBeNull();
    expect(eventDraftProblem(draft({ description: 'd'.repeat(4951) }))?.message).toBe(EVENT_MESSAGES.invalidDescription);
  });

  it('lists every problem in the same order, so a form can tell when the one it shows is fixed', () => {
    const fields = (d: EventDraft) => eventDraftProblems(d).map((p) => p.field);
    expect(fields(draft({ title: '', address: '', isForMe: false }))).toEqual(['title', 'address', 'kind']);
    expect(fields(draft({ title: 'Fixed', address: '', isForMe: false }))).toEqual(['address', 'kind']);
    expect(fields(draft({ isForMe: false, color: EVENT_COLORS.local_group }))).toEqual(['groups_ids', 'locations_ids']);
    expect(fields(draft({ start: 'x', end: 'y' }))).toEqual(['start', 'end']);
    expect(eventDraftProblems(draft({}))).toEqual([]);
  });

  it('builds a Google Calendar template link in UTC with the zone named', () => {
    const link = new URL(googleCalendarLink({ title: 'A & B', description: 'd', address: 'x', start: '2026-11-25T14:00:00Z', end: '2026-11-25T14:30:00Z' }, 'America/Chicago'));
    expect(link.searchParams.get('dates')).toBe('20261125T140000Z/20261125T143000Z');
    expect(link.searchParams.get('text')).toBe('A & B');
    expect(link.searchParams.get('ctz')).toBe('America/Chicago');
  });
});

describe('readableTextColor', () => {
  const channel = (hex: string, i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const lum = (hex: string) => {
    const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
    return 0.2126 * channel(full, 1) + 0.7152 * channel(full, 3) + 0.0722 * channel(full, 5);
  };
  const contrast = (a: string, b: string) => (Math.max(lum(a), lum(b)) + 0.05) / (Math.min(lum(a), lum(b)) + 0.05);

  it('gives every event and context colour a title at WCAG AA (4.5:1)', () => {
    for (const color of [...Object.values(EVENT_COLORS), ...Object.values(CALENDAR_CONTEXT_COLORS)]) {
      expect(contrast(readableTextColor(color), color), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
