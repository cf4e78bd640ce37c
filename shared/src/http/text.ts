/**
 * Control characters other than tab and line breaks: nothing a person types, and PostgreSQL refuses NUL in text
 * outright, so schemas refuse them up front (a clear 400 instead of a failed query).
 */
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlChars(value: string): boolean {
  return CONTROL_CHARS.test(value);
}

/** Any control character, tab and line breaks included: the rule of one-line values (a name, a URL, a filter). */
const ANY_CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

export function hasAnyControlChars(value: string): boolean {
  return ANY_CONTROL_CHARS.test(value);
}

/** The text without the control characters `hasControlChars` finds (tab and line breaks kept). */
export function stripControlChars(value: string): string {
  return value.replace(new RegExp(CONTROL_CHARS.source, 'g'), '');
}

export const CONTROL_CHARS_MESSAGE = 'The text contains characters that cannot be stored.';

/** The 400 a request with a control character gets, naming the field (`first_name`, `lists.0.title`, `query.q`). */
export function controlCharsFieldMessage(field: string): string {
  return `${field}: ${CONTROL_CHARS_MESSAGE}`;
}

/**
 * The path of the first string in `value` (any depth: objects, arrays; keys too) holding a control character other
 * than tab and line breaks, or null. The api runs it on every request's body, query and route parameters and on every
 * socket event before any schema, so no text field anywhere reaches the database with one (PostgreSQL refuses NUL).
 */
export function findControlChars(value: unknown, path = '', depth = 0, seen: WeakSet<object> = new WeakSet()): string | null {
  if (typeof value === 'string') return hasControlChars(value) ? path || 'value' : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  // each object once: multipart bodies link every part back to all the parts (a cycle that would never end)
  if (seen.has(value)) return null;
  seen.add(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlChars(value[i], path ? `${path}.${i}` : String(i), depth + 1, seen);
      if (found) return found;
    }
    return null;
  }
  // only plain data: a Buffer, a stream or a file part's internals are not text a user typed
  // (Fastify's query object inherits from a prototype-less object: plain data too)
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto !== Object.prototype && proto !== null && Object.getPrototypeOf(proto) !== null) return null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const where = path ? `${path}.${key}` : key;
    if (hasControlChars(key)) return where;
    const found = findControlChars(item, where, depth + 1, seen);
    if (found) return found;
  }
  return null;
}
