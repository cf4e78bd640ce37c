import { describe, expect, it } from 'vitest';
import { absoluteUrl, isToken, linkFor, newToken, normaliseEmail, normalisePhone, trackSmsLinks, withOpenPixel } from './content';

const PUBLIC = 'https://portal.arcadia.example';
const TRACKED = /https:\/\/portal\.arcadia\.example\/api\/v1\/t\/l\/[A-Za-z0-9_-]{22}/;

describe('delivery content', () => {
  it('tokens are 22 URL-safe characters, random, and recognised', () => {
    const a = newToken();
    expect(isToken(a)).toBe(true);
    expect(a).not.toBe(newToken());
    for (const bad of ['', 'short', `${a}x`, 'AAAAAAAAAAAAAAAAAAAA/A', '../../../../etc/passwd..']) expect(isToken(bad)).toBe(false);
  });

  it('portal paths become absolute on the public URL; only http(s) URLs are kept as they are', () => {
    expect(absoluteUrl('/announcements/company/5', PUBLIC)).toBe(`${PUBLIC}/announcements/company/5`);
    expect(absoluteUrl('https://arcadia.example/x', PUBLIC)).toBe('https://arcadia.example/x');
    for (const bad of ['//evil.example/x', 'javascript:alert(1)', 'mailto:a@b.c', 'announcements', '', null, undefined]) expect(absoluteUrl(bad, PUBLIC)).toBeNull();
  });

  it('puts the pixel inside <body>, or at the end of a fragment', () => {
    expect(withOpenPixel('<html><body><p>Hi</p></BODY ></html>', 'https://p/x.gif')).toMatch(/^<html><body><p>Hi<\/p><img src="https:\/\/p\/x\.gif"[^>]*><\/BODY ><\/html>$/);
    expect(withOpenPixel('<p>Hi</p>', 'https://p/x.gif')).toMatch(/^<p>Hi<\/p><img src="https:\/\/p\/x\.gif"/);
  });

  it('tracks every full link of an SMS once per URL, keeps sentence punctuation outside, appends the announcement link', () => {
    const { body, links } = trackSmsLinks('See https://arcadia.example/a. Also (https://arcadia.example/b) and https://arcadia.example/a!', '/announcements/company/9', PUBLIC);
    expect(links.map((l) => l.url)).toEqual(['https://arcadia.example/a', 'https://arcadia.example/b', `${PUBLIC}/announcements/company/9`]);
    expect(body).not.toContain('//arcadia.example/');
    expect(body).toMatch(new RegExp(`^See ${TRACKED.source}\\. Also \\(${TRACKED.source}\\) and ${TRACKED.source}!\\n${TRACKED.source}$`));
    // the same URL twice shares its token
    const tokens = [...body.matchAll(/t\/l\/([A-Za-z0-9_-]{22})/g)].map((m) => m[1]);
    expect(tokens[0]).toBe(tokens[2]);
  });

  it('does not append the link when the text already carries it, and handles texts with no link at all', () => {
    const link = `${PUBLIC}/ab/4`;
    expect(trackSmsLinks(`Benefits: ${link}`, link, PUBLIC).links).toHaveLength(1);
    expect(trackSmsLinks('Plain text', null, PUBLIC)).toEqual({ body: 'Plain text', links: [] });
    const onlyLink = trackSmsLinks('', '/ab/4', PUBLIC);
    expect(onlyLink.body).toMatch(new RegExp(`^${TRACKED.source}$`));
  });

  it('normalises phone numbers and emails, refusing what cannot be one', () => {
    expect(normalisePhone('(312) 555-0142')).toBe('3125550142');
    expect(normalisePhone(' +1 312.555.0142 ')).toBe('+13125550142');
    for (const bad of ['12', 'call me', '+1234567890123456', '', null]) expect(normalisePhone(bad)).toBeNull();
    expect(normaliseEmail('  Ana.Lopez@Arcadia.Example ')).toBe('ana.lopez@arcadia.example');
    for (const bad of ['ana', 'ana@', 'a b@c.de', 'a@b', 'a@b.c, d@e.f', '<a@b.c>', `${'x'.repeat(250)}@b.co`, null]) expect(normaliseEmail(bad)).toBeNull();
  });

  it('fills per-recipient links from the message, dropping the link when a value is missing', () => {
    const sms = { user_id: 4, contact_id: 17, channel: 'sms', address: '+13125550142' };
    expect(linkFor('/ap/12/{contactId}', sms)).toBe('/ap/12/17');
    expect(linkFor('/ab/12/{phone}', sms)).toBe('/ab/12/%2B13125550142');
    expect(linkFor('/user/{userId}/x', sms)).toBe('/user/4/x');
    expect(linkFor('/ab/12/{phone}', { ...sms, channel: 'email', address: 'a@b.example' })).toBeNull();
    expect(linkFor('/ap/12/{contactId}', { ...sms, contact_id: null })).toBeNull();
    expect(linkFor('/announcements/company/12', sms)).toBe('/announcements/company/12');
    expect(linkFor('/odd/{unknown}', sms)).toBe('/odd/{unknown}');
    expect(linkFor(null, sms)).toBeNull();
  });
});
