import { describe, expect, it } from 'vitest';
import { flag, list, nonNegativeInt, oneOf, port, positiveInt, urlWithProtocol } from './env';

describe('environment reading (zod)', () => {
  it('falls back when a variable is unset or empty', () => {
    expect(positiveInt({}, 'N', 7)).toBe(7);
    expect(positiveInt({ N: '' }, 'N', 7)).toBe(7);
    expect(flag({ F: ' ' }, 'F', true)).toBe(true);
    expect(oneOf({ S: '  ' }, 'S', ['disk', 'database'], 'disk', () => 'bad')).toBe('disk');
  });

  it('reads numbers, flags, words and lists', () => {
    expect(positiveInt({ N: '12' }, 'N', 1)).toBe(12);
    expect(nonNegativeInt({ N: '0' }, 'N', 1)).toBe(0);
    expect(port({ P: '8090' }, 'P', 1)).toBe(8090);
    expect(['1', 'TRUE', 'on'].map((v) => flag({ F: v }, 'F', false))).toEqual([true, true, true]);
    expect(['0', 'False', 'OFF'].map((v) => flag({ F: v }, 'F', true))).toEqual([false, false, false]);
    expect(oneOf({ S: ' Database ' }, 'S', ['disk', 'database'], 'disk', () => 'bad')).toBe('database');
    expect(list({ L: ' a, ,b ' }, 'L')).toEqual(['a', 'b']);
  });

  it('names the variable in its error', () => {
    expect(() => positiveInt({ N: '0' }, 'N', 1)).toThrow('N must be a positive integer, got "0"');
    expect(() => nonNegativeInt({ N: '-1' }, 'N', 1)).toThrow('N must be a whole number of 0 or more');
    expect(() => port({ P: '70000' }, 'P', 1)).toThrow('P must be a port number');
    expect(() => flag({ F: 'maybe' }, 'F', true)).toThrow('F must be true or false, got "maybe"');
    expect(() => oneOf({ S: 's3' }, 'S', ['disk', 'database'], 'disk', (raw) => `S must be disk or database, got "${raw}"`)).toThrow('got "s3"');
  });

  it('checks a URL’s protocol without echoing the value (it may hold a password)', () => {
    expect(urlWithProtocol('U', 'smtps://u:p@mail.example', ['smtp:', 'smtps:'])).toBe('smtps://u:p@mail.example');
    expect(() => urlWithProtocol('U', 'http://u:s3cret@mail.example', ['smtp:', 'smtps:'])).toThrow(/^U must be a URL starting with smtp:\/\/ or smtps:\/\/$/);
    expect(() => urlWithProtocol('U', 'not a url s3cret', ['http:'])).toThrow(/^((?!s3cret).)*$/);
  });
});
