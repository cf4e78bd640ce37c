/** What a sender chose in the contacts form: everyone, or locations and/or roles. */
export interface ContactSelection {
  everyone: boolean;
  locations: readonly string[];
  roles: readonly string[];
}

/**
 * Spec 4, contact resolution: everyone = all contacts; location only = by location; role only = by role; both = by
 * location, then filtered to the chosen roles, keeping the location result when that filter leaves none.
 * Matching ignores case and surrounding spaces. An empty result means '0 contacts found.' and nothing is sent.
 */
export function resolveContacts<T extends { role: string; location: string }>(contacts: readonly T[], selection: ContactSelection): T[] {
  if (selection.everyone) return [...contacts];
  const key = (v: string) => v.trim().toLowerCase();
  const locations = new Set(selection.locations.map(key));
  const roles = new Set(selection.roles.map(key));
  if (locations.size === 0 && roles.size === 0) return [];
  if (locations.size === 0) return contacts.filter((c) => roles.has(key(c.role)));
  const byLocation = contacts.filter((c) => locations.has(key(c.location)));
  if (roles.size === 0) return byLocation;
  const filtered = byLocation.filter((c) => roles.has(key(c.role)));
  return filtered.length > 0 ? filtered : byLocation;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Test email lists: blank entries are ignored, the rest trimmed, lowercased and de-duplicated; `invalid` lists the bad ones. */
export function normaliseEmailList(entries: readonly string[]): { emails: string[]; invalid: string[] } {
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const entry of entries) {
    const email = entry.trim().toLowerCase();
    if (!email) continue;
    if (!isEmailAddress(email)) invalid.push(entry.trim());
    else if (!emails.includes(email)) emails.push(email);
  }
  return { emails, invalid };
}

/**
 * "SMS text needs full links": a word that looks like a web address (www.x.com, x.com/path) but does not start with
 * http:// or https:// would not be a tappable link in an SMS. Returns the first such word, or null.
 */
export function firstPartialLink(text: string): string | null {
  for (const raw of text.split(/\s+/)) {
    const word = raw.replace(/^[("'<[]+|[)"'>\].,;:!?]+$/g, '');
    if (!word || word.includes('@')) continue;
    if (/^https?:\/\/\S+\.\S+/i.test(word)) continue;
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(word)) return word; // another scheme (ftp://) is no SMS link either
    if (/^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(:\d+)?([/?#]\S*)?$/i.test(word)) return word;
  }
  return null;
}
