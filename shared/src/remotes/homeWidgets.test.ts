import { describe, expect, it } from 'vitest';
import { satisfiesCaret } from './homeWidgets';

describe('satisfiesCaret (the ranges the builds write for the direct home widgets)', () => {
  it('accepts the same major at or above the range, and `*`', () => {
    expect(satisfiesCaret('19.2.0', '^19.0.0')).toBe(true);
    expect(satisfiesCaret('19.0.0', '^19.0.0')).toBe(true);
    expect(satisfiesCaret('7.18.5', '^7.2.0')).toBe(true);
    expect(satisfiesCaret('1.2.3', '*')).toBe(true);
  });

  it('refuses another major, an older minor or patch, and ranges it does not read', () => {
    expect(satisfiesCaret('18.3.1', '^19.0.0')).toBe(false);
    expect(satisfiesCaret('20.0.0', '^19.0.0')).toBe(false);
    expect(satisfiesCaret('7.1.9', '^7.2.0')).toBe(false);
    expect(satisfiesCaret('7.2.0', '^7.2.1')).toBe(false);
    expect(satisfiesCaret('19.2.0', '>=19')).toBe(false);
    expect(satisfiesCaret('not-a-version', '^19.0.0')).toBe(false);
  });

  it('treats the minor as breaking below 1.0.0, as npm does', () => {
    expect(satisfiesCaret('0.1.5', '^0.1.0')).toBe(true);
    expect(satisfiesCaret('0.2.0', '^0.1.0')).toBe(false);
  });
});
