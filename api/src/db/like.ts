/** An ILIKE pattern for "contains `text`": `%` and `_` typed by a user are literal characters, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
