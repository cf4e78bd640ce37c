import { sql, type RawBuilder } from 'kysely';

/**
 * Document files in and out of the database as base64 text. PGlite encodes a bytea parameter and decodes a bytea
 * column in JavaScript, on the service's one thread: ~2 s per MB in, ~0.5 s per MB out, a 25 MB upload stalling every
 * request for a minute. decode()/encode() in SQL and Node's base64 are native on both databases.
 */
export function byteaValue(bytes: Uint8Array): RawBuilder<Uint8Array> {
  return sql<Uint8Array>`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}, 'base64')`;
}

/** `document_files.bytes` as base64 text: read it with `fromBase64`. */
export const fileBytesBase64 = sql<string>`encode(document_files.bytes, 'base64')`;

export const fromBase64 = (text: string): Buffer => Buffer.from(text, 'base64');
