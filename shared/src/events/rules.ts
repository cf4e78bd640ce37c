import { EVENT_COLORS, EVENT_LIMITS, EVENT_MESSAGES, EVENT_TYPES, SPECIAL_EVENT_TYPES, type EventKind, type EventType, type SpecialEventType } from './messages';

/** What the event modal sends (spec 3: the event payload). `start` / `end` are ISO instants. */
export interface EventDraft {
  title: string;
  type: string;
  address: string;
  description: string;
  start: string;
  end: string;
  color?: string | null;
  groups_ids: number[];
  locations_ids: number[];
  isForMe: boolean;
  isForEveryone: boolean;
}

export interface EventProblem {
  field: keyof EventDraft | 'kind';
  message: string;
}

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}

export function isSpecialType(value: string): value is SpecialEventType {
  return (SPECIAL_EVENT_TYPES as readonly string[]).includes(value);
}

const sameColor = (a: string | null | undefined, b: string) => !!a && a.toLowerCase() === b.toLowerCase();

/**
 * Who the draft is for (spec 4): a special type is 'special'; Personal sets isForMe, General isForEveryone; otherwise the
 * chosen colour says which of Local, Group or both is on (so "Group with no group" can be told from "no kind"); without
 * a colour the lists decide. Null: no kind chosen.
 */
export function eventKindOf(draft: Pick<EventDraft, 'type' | 'color' | 'groups_ids' | 'locations_ids' | 'isForMe' | 'isForEveryone'>): EventKind | null {
  if (isSpecialType(draft.type)) return 'special';
  if (draft.isForMe) return 'personal';
  if (draft.isForEveryone) return 'general';
  if (sameColor(draft.color, EVENT_COLORS.local_group)) return 'local_group';
  if (sameColor(draft.color, EVENT_COLORS.group)) return 'group';
  if (sameColor(draft.color, EVENT_COLORS.local)) return 'local';
  const hasGroups = draft.groups_ids.length > 0;
  const hasLocations = draft.locations_ids.length > 0;
  if (hasGroups && hasLocations) return 'local_group';
  if (hasGroups) return 'group';
  if (hasLocations) return 'local';
  return null;
}

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * The text colour for a calendar item drawn on `background` (`#rrggbb`): white or black, whichever contrasts more, so
 * every item's title reads at WCAG AA (the better of the two is always 4.58:1 or more) whatever colour its kind has.
 */
export function readableTextColor(background: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return '#fff';
  const l = luminance(background);
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return onWhite >= onBlack ? '#fff' : '#000';
}

/** The colour an event of that kind and type has (spec 4). */
export function eventColorOf(kind: EventKind, type: string): string {
  if (kind === 'special') return isSpecialType(type) ? EVENT_COLORS[type] : EVENT_COLORS.personal;
  return EVENT_COLORS[kind];
}

/** The kind buttons the modal shows as pressed, from a kind (Local + Group = both pressed). */
export function kindButtons(kind: EventKind | null): { personal: boolean; local: boolean; group: boolean; general: boolean } {
  return {
    personal: kind === 'personal',
    local: kind === 'local' || kind === 'local_group',
    group: kind === 'group' || kind === 'local_group',
    general: kind === 'general',
  };
}

/**
 * The kind after a kind button is pressed (spec 2.5, 4): Personal and General stand alone; Local and Group combine
 * (both = #a3259F); pressing a pressed button releases it.
 */
export function toggleKind(current: EventKind | null, button: 'personal' | 'local' | 'group' | 'general'): EventKind | null {
  const on = kindButtons(current);
  if (button === 'personal' || button === 'general') return on[button] ? null : button;
  const local = button === 'local' ? !on.local : on.local;
  const group = button === 'group' ? !on.group : on.group;
  if (local && group) return 'local_group';
  if (local) return 'local';
  if (group) return 'group';
  return null;
}

const validInstant = (value: string) => typeof value === 'string' && value.length > 0 && !Number.isNaN(Date.parse(value));

/**
 * Spec 5: every problem of a draft, in the spec's order. The first is what a save alerts (and the api answers as a
 * 400); the rest tell a form whether the problem it shows is still there once the user edits (a fixed field clears it).
 */
export function eventDraftProblems(draft: EventDraft): EventProblem[] {
  const problems: EventProblem[] = [];
  const title = draft.title?.trim() ?? '';
  if (!title || title.length > EVENT_LIMITS.title) problems.push({ field: 'title', message: EVENT_MESSAGES.invalidTitle });
  if (!isEventType(draft.type)) problems.push({ field: 'type', message: EVENT_MESSAGES.invalidType });
  const address = draft.address?.trim() ?? '';
  if (!address || address.length > EVENT_LIMITS.address) problems.push({ field: 'address', message: EVENT_MESSAGES.invalidAddress });
  const description = draft.description?.trim() ?? '';
  if (!description || (draft.description?.length ?? 0) > EVENT_LIMITS.description) problems.push({ field: 'description', message: EVENT_MESSAGES.invalidDescription });
  const startValid = validInstant(draft.start);
  if (!startValid) problems.push({ field: 'start', message: EVENT_MESSAGES.invalidStart });
  // an end is judged against a valid start only (with no start, only the start is wrong)
  if (!validInstant(draft.end) || (startValid && Date.parse(draft.end) <= Date.parse(draft.start))) problems.push({ field: 'end', message: EVENT_MESSAGES.invalidEnd });
  const kind = eventKindOf(draft);
  if (kind === 'special') {
    // spec 2.5: the type forces the audience off, so the General or Personal flag a form leaves on is ignored (the kind
    // is 'special' whatever they say); groups or locations actually chosen are still refused, being a real mistake
    if (draft.groups_ids.length > 0 || draft.locations_ids.length > 0) problems.push({ field: 'kind', message: EVENT_MESSAGES.specialNoAudience });
    return problems;
  }
  if ((kind === 'group' || kind === 'local_group') && draft.groups_ids.length === 0) problems.push({ field: 'groups_ids', message: EVENT_MESSAGES.groupEmpty });
  if ((kind === 'local' || kind === 'local_group') && draft.locations_ids.length === 0) problems.push({ field: 'locations_ids', message: EVENT_MESSAGES.locationEmpty });
  if (kind === null) problems.push({ field: 'kind', message: EVENT_MESSAGES.noKind });
  return problems;
}

/** Spec 5: the first problem of a draft, in the spec's order (the modal alerts it; the api answers it as a 400). */
export function eventDraftProblem(draft: EventDraft): EventProblem | null {
  return eventDraftProblems(draft)[0] ?? null;
}

/** The lists an event of that kind keeps (Personal and General none; Local locations; Group groups; both both). */
export function audienceOf(kind: EventKind, draft: Pick<EventDraft, 'groups_ids' | 'locations_ids'>): { groups_ids: number[]; locations_ids: number[] } {
  const uniq = (ids: number[]) => [...new Set(ids)];
  return {
    groups_ids: kind === 'group' || kind === 'local_group' ? uniq(draft.groups_ids) : [],
    locations_ids: kind === 'local' || kind === 'local_group' ? uniq(draft.locations_ids) : [],
  };
}

/** "add to Google Calendar": a template link built from the event (times in UTC, the portal zone named). */
export function googleCalendarLink(event: { title: string; description: string; address: string; start: string; end: string }, timeZone: string): string {
  const stamp = (iso: string) =>
    new Date(iso)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${stamp(event.start)}/${stamp(event.end)}`,
    details: event.description,
    location: event.address,
    ctz: timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
