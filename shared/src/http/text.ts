/**
 * Control characters other than tab and line breaks: nothing a person types, and PostgreSQL refuses NUL in text
 * outright, so schemas refuse them up front (a clear 400 instead of a failed query).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlChars(value: string): boolean {
  return CONTROL_CHARS.test(value);
}

export const CONTROL_CHARS_MESSAGE = 'The text contains characters that cannot be stored.';
