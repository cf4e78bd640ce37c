import { LRUCache } from 'lru-cache';

/** A response body encoding the portal's servers produce. */
export type Encoding = 'br' | 'gzip' | 'identity';

const chosen = new LRUCache<string, Encoding>({ max: 256 });

/** The best encoding the client accepts (`Accept-Encoding`): br, then gzip, else none (`q=0` refuses one). */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  // browsers send a handful of distinct headers: remember the answer instead of parsing each time
  const known = chosen.get(header);
  if (known) return known;
  const encoding = parseAcceptEncoding(header);
  chosen.set(header, encoding);
  return encoding;
}

function parseAcceptEncoding(header: string): Encoding {
  let gzipOk = false;
  let brOk = false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === 'br') brOk = true;
    else if (name === 'gzip' || name === 'x-gzip') gzipOk = true;
    else if (name === '*') gzipOk = brOk = true;
  }
  return brOk ? 'br' : gzipOk ? 'gzip' : 'identity';
}

/** `Vary: Accept-Encoding` added to what the reply already varies on. */
export function varyOnEncoding(current: unknown): string {
  return current ? `${String(current)}, Accept-Encoding` : 'Accept-Encoding';
}
