import { describe, expect, it } from 'vitest';
import { audienceReducer, disabledTargets, EMPTY_AUDIENCE, hasAudience } from './audience';
import { validateAnnouncement, imageProblem, testEmailProblem } from './validation';
import { COMPOSER_MESSAGES } from '../texts';

const groupProfile = (id: number) => (id === 16 ? 2 : 1);

describe('home-users targets (spec 4)', () => {
  it('Everyone clears the specific targets and disables them', () => {
    let s = audienceReducer(EMPTY_AUDIENCE, { type: 'byLocation', on: true });
    s = audienceReducer(s, { type: 'locations', ids: [3] });
    s = audienceReducer(s, { type: 'byJobTitle', on: true });
    s = audienceReducer(s, { type: 'profiles', ids: [1], groupProfile });
    s = audienceReducer(s, { type: 'groups', ids: [6] });
    expect(disabledTargets(s)).toEqual({ everyone: true, specific: false });
    // the Everyone box is disabled in the page; the reducer still makes Everyone win when it is set
    const everyone = audienceReducer(s, { type: 'everyone', on: true });
    expect(everyone).toEqual({ ...EMPTY_AUDIENCE, everyone: true });
    expect(disabledTargets(everyone)).toEqual({ everyone: false, specific: true });
  });

  it('a specific target clears Everyone; unticking one clears its list', () => {
    let s = audienceReducer(EMPTY_AUDIENCE, { type: 'everyone', on: true });
    s = audienceReducer(s, { type: 'byLocation', on: true });
    expect(s.everyone).toBe(false);
    s = audienceReducer(s, { type: 'locations', ids: [1, 2] });
    expect(hasAudience(s)).toBe(true);
    s = audienceReducer(s, { type: 'byLocation', on: false });
    expect(s.locations).toEqual([]);
    expect(hasAudience(s)).toBe(false);
    expect(disabledTargets(s)).toEqual({ everyone: false, specific: false });
  });

  it('keeps only groups of the selected profiles', () => {
    let s = audienceReducer(EMPTY_AUDIENCE, { type: 'byJobTitle', on: true });
    s = audienceReducer(s, { type: 'profiles', ids: [1, 2], groupProfile });
    s = audienceReducer(s, { type: 'groups', ids: [6, 16] });
    s = audienceReducer(s, { type: 'profiles', ids: [2], groupProfile });
    expect(s.groups).toEqual([16]);
  });

  it('ignores lists whose target is not ticked', () => {
    expect(audienceReducer(EMPTY_AUDIENCE, { type: 'locations', ids: [1] }).locations).toEqual([]);
    expect(audienceReducer(EMPTY_AUDIENCE, { type: 'groups', ids: [1] }).groups).toEqual([]);
  });
});

describe('composer validation (spec 5)', () => {
  const ok = { hasAudience: true, subject: 'Hello', body: '<p>Body</p>', sms: false, smsText: '' };
  it('checks audience, subject (1–250), body, then the SMS text, in that order', () => {
    expect(validateAnnouncement({ ...ok, hasAudience: false, subject: '' })?.message).toBe('Invalid announcement type');
    expect(validateAnnouncement({ ...ok, subject: '   ' })?.message).toBe('Invalid subject');
    expect(validateAnnouncement({ ...ok, subject: 'x'.repeat(251) })?.message).toBe('Invalid subject');
    expect(validateAnnouncement({ ...ok, subject: 'x'.repeat(250) })).toBeNull();
    expect(validateAnnouncement({ ...ok, body: '<p> &nbsp; </p><p><br></p>' })?.message).toBe('Invalid description');
    expect(validateAnnouncement({ ...ok, body: '<p><img src="/uploads/a.png"></p>' })).toBeNull();
    expect(validateAnnouncement({ ...ok, sms: true, smsText: '' })?.message).toBe(COMPOSER_MESSAGES.smsTextRequired);
    expect(validateAnnouncement({ ...ok, sms: true, smsText: 'See www.arcadia.example/benefits' })?.message).toBe(COMPOSER_MESSAGES.smsLinks);
    expect(validateAnnouncement({ ...ok, sms: true, smsText: 'See https://arcadia.example/benefits' })).toBeNull();
    expect(validateAnnouncement({ ...ok, hasAudience: false }, { needsAudience: false })).toBeNull();
  });

  it('accepts .jpg/.png under 4 MB only', () => {
    expect(imageProblem({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(imageProblem({ name: 'a.JPG', type: 'image/jpeg', size: 4 * 1024 * 1024 - 1 })).toBeNull();
    expect(imageProblem({ name: 'a.jpg', type: 'image/jpeg', size: 4 * 1024 * 1024 })).toBe('images less than 4 mb only');
    expect(imageProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(COMPOSER_MESSAGES.imageType);
    expect(imageProblem({ name: 'a.png.exe', type: 'image/png', size: 10 })).toBe(COMPOSER_MESSAGES.imageType);
  });

  it('ignores blank test-email entries and names a bad one', () => {
    expect(testEmailProblem(['', ' a@x.example ', '   ', 'b@x.example'])).toEqual({ emails: ['a@x.example', 'b@x.example'], problem: null });
    expect(testEmailProblem(['', '  ']).problem).toBe(COMPOSER_MESSAGES.noTestEmails);
    expect(testEmailProblem(['a@x.example', 'nope']).problem).toBe(COMPOSER_MESSAGES.invalidEmail('nope'));
  });
});
