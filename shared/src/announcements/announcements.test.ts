import { describe, expect, it } from 'vitest';
import { announcementCreateBody, firstPartialLink, normaliseEmailList, resolveContacts } from './index';

const contacts = [
  { id: 1, role: 'Manager', location: 'Dallas' },
  { id: 2, role: 'Cashier', location: 'Dallas' },
  { id: 3, role: 'Manager', location: 'Orlando' },
  { id: 4, role: 'Technician', location: 'Orlando' },
];
const ids = (list: { id: number }[]) => list.map((c) => c.id);

describe('resolveContacts (spec 4)', () => {
  it('everyone = all', () => expect(ids(resolveContacts(contacts, { everyone: true, locations: ['Dallas'], roles: [] }))).toEqual([1, 2, 3, 4]));
  it('location only', () => expect(ids(resolveContacts(contacts, { everyone: false, locations: ['dallas '], roles: [] }))).toEqual([1, 2]));
  it('role only', () => expect(ids(resolveContacts(contacts, { everyone: false, locations: [], roles: ['Manager'] }))).toEqual([1, 3]));
  it('both: by location, then filtered by role', () => expect(ids(resolveContacts(contacts, { everyone: false, locations: ['Orlando'], roles: ['Technician'] }))).toEqual([4]));
  it('both: keeps the location result when the filter empties it', () =>
    expect(ids(resolveContacts(contacts, { everyone: false, locations: ['Dallas'], roles: ['Technician'] }))).toEqual([1, 2]));
  it('nothing chosen, or nothing matches: none', () => {
    expect(resolveContacts(contacts, { everyone: false, locations: [], roles: [] })).toEqual([]);
    expect(resolveContacts(contacts, { everyone: false, locations: ['Nowhere'], roles: ['Manager'] })).toEqual([]);
  });
});

describe('normaliseEmailList', () => {
  it('ignores blanks, trims, de-duplicates, reports invalid ones', () => {
    expect(normaliseEmailList(['', '  ', ' A@x.example ', 'a@x.example', 'nope'])).toEqual({ emails: ['a@x.example'], invalid: ['nope'] });
  });
});

describe('firstPartialLink', () => {
  it.each([
    ['Visit https://portal.example/x today', null],
    ['Mail me at a@b.com', null],
    ['Version 3.5 is out, e.g. now.', null],
    ['Visit www.portal.example today', 'www.portal.example'],
    ['Go to portal.example/benefits.', 'portal.example/benefits'],
    ['(see benefits.com)', 'benefits.com'],
    ['ftp://files.example/x', 'ftp://files.example/x'],
  ])('%s', (text, expected) => expect(firstPartialLink(text)).toBe(expected));
});

describe('announcementCreateBody', () => {
  it('takes an optional target and a subject of at most 250 characters', () => {
    // The spec's call sends no target: the audience then comes from the lists (the api resolves it).
    expect(announcementCreateBody.safeParse({ subject: 'x', info: '<p>x</p>' }).success).toBe(true);
    expect(announcementCreateBody.safeParse({ target: 'somebody', subject: 'x', info: 'x' }).error?.issues[0]?.message).toBe('Invalid announcement type');
    expect(announcementCreateBody.safeParse({ target: 'everyone', subject: ' ', info: 'x' }).error?.issues[0]?.message).toBe('Invalid subject');
    expect(announcementCreateBody.safeParse({ target: 'everyone', subject: 'x'.repeat(251), info: 'x' }).error?.issues[0]?.message).toBe('Invalid subject');
    expect(announcementCreateBody.safeParse({ target: 'everyone', subject: 'x'.repeat(250), info: 'x' }).success).toBe(true);
  });
});
