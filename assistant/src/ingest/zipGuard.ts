import zlib from 'node:zlib';
import JSZip from 'jszip';
import { KNOWLEDGE_MESSAGES as M, type ExtractionLimits } from '@portal/shared/knowledge';
import { IngestError } from './errors';

/**
 * Zip-based documents (docx, xlsx) read without trusting the archive: the central directory's sizes are checked
 * first, then every entry is inflated here with a hard output bound (a header may lie about its size), and the
 * parsers get a re-packed archive of stored entries, so they inflate nothing themselves.
 */

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const unreadable = () => new IngestError(M.archiveUnreadable);

function view(bytes: Uint8Array) {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Where the central directory is and how many entries it lists (zip64 included). */
function directory(bytes: Uint8Array): { offset: number; count: number } {
  const v = view(bytes);
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= floor; at--) {
    if (v.getUint32(at, true) !== EOCD) continue;
    let count = v.getUint16(at + 10, true);
    let offset = v.getUint32(at + 16, true);
    if ((count === 0xffff || offset === 0xffffffff) && at >= 20 && v.getUint32(at - 20, true) === ZIP64_LOCATOR) {
      const record = Number(v.getBigUint64(at - 12, true));
      if (record + 56 > bytes.length || v.getUint32(record, true) !== ZIP64_EOCD) throw unreadable();
      count = Number(v.getBigUint64(record + 32, true));
      offset = Number(v.getBigUint64(record + 48, true));
    }
    return { offset, count };
  }
  throw unreadable();
}

/** The central directory's entries; refuses more than `maxEntries` before reading them. */
export function zipEntries(bytes: Uint8Array, maxEntries: number): Entry[] {
  if (bytes.length < 22) throw unreadable();
  const v = view(bytes);
  const { offset, count } = directory(bytes);
  if (count > maxEntries) throw new IngestError(M.archiveTooManyEntries);
  const entries: Entry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || v.getUint32(at, true) !== CENTRAL) throw unreadable();
    const nameLength = v.getUint16(at + 28, true);
    const extraLength = v.getUint16(at + 30, true);
    const commentLength = v.getUint16(at + 32, true);
    if (at + 46 + nameLength + extraLength > bytes.length) throw unreadable();
    const entry: Entry = {
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      flags: v.getUint16(at + 8, true),
      method: v.getUint16(at + 10, true),
      compressedSize: v.getUint32(at + 20, true),
      declaredSize: v.getUint32(at + 24, true),
      localOffset: v.getUint32(at + 42, true),
    };
    readZip64Extra(v, at + 46 + nameLength, extraLength, entry);
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Sizes and offset that did not fit 32 bits are in the zip64 extra field, in this order. */
function readZip64Extra(v: DataView, start: number, length: number, entry: Entry) {
  for (let at = start; at + 4 <= start + length;) {
    const id = v.getUint16(at, true);
    const size = v.getUint16(at + 2, true);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + size) throw unreadable();
        const value = Number(v.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (entry.declaredSize === 0xffffffff) entry.declaredSize = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localOffset === 0xffffffff) entry.localOffset = next();
      return;
    }
    at += 4 + size;
  }
}

/** The entries' names (document sniffing: no entry is inflated). */
export function zipEntryNames(bytes: Uint8Array, maxEntries: number): string[] {
  return zipEntries(bytes, maxEntries).map((e) => e.name);
}

/** The largest inflated size an entry may have: what is left of the budget, and the ratio bound above the floor. */
function entryBound(entry: Entry, remaining: number, limits: ExtractionLimits): number {
  return Math.min(remaining, Math.max(limits.ratioFloorBytes, entry.compressedSize * limits.compressionRatio));
}

/** Every entry inflated, within the limits; throws the reason the uploader reads when one is exceeded. */
export function inflateZip(bytes: Uint8Array, limits: ExtractionLimits): Map<string, Uint8Array> {
  const entries = zipEntries(bytes, limits.archiveEntries);
  // what the directory declares is checked before anything is inflated
  let declared = 0;
  for (const entry of entries) {
    declared += entry.declaredSize;
    if (declared > limits.unpackedBytes) throw new IngestError(M.unpackedTooLarge);
    if (entry.declaredSize > Math.max(limits.ratioFloorBytes, entry.compressedSize * limits.compressionRatio)) throw new IngestError(M.compressedTooMuch);
  }
  const v = view(bytes);
  const files = new Map<string, Uint8Array>();
  let unpacked = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    if (entry.flags & 1) throw unreadable();
    const at = entry.localOffset;
    if (at + 30 > bytes.length || v.getUint32(at, true) !== LOCAL) throw unreadable();
    const start = at + 30 + v.getUint16(at + 26, true) + v.getUint16(at + 28, true);
    if (start + entry.compressedSize > bytes.length) throw unreadable();
    const data = bytes.subarray(start, start + entry.compressedSize);
    const bound = entryBound(entry, limits.unpackedBytes - unpacked, limits);
    let content: Uint8Array;
    if (entry.method === 0) content = data;
    else if (entry.method === 8) content = inflateBounded(data, bound);
    else throw unreadable();
    if (content.length > bound) throw new IngestError(limits.unpackedBytes - unpacked <= bound ? M.unpackedTooLarge : M.compressedTooMuch);
    unpacked += content.length;
    files.set(entry.name, content);
  }
  return files;
}

/** Inflates at most `bound + 1` bytes: one byte past the bound is enough to know it is over. */
function inflateBounded(data: Uint8Array, bound: number): Uint8Array {
  try {
    return zlib.inflateRawSync(data, { maxOutputLength: bound + 1 });
  } catch (error) {
    // past maxOutputLength zlib stops with a RangeError: the entry is larger than allowed
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return new Uint8Array(bound + 1);
    throw unreadable();
  }
}

/** The inflated entries as an archive of stored (uncompressed) entries, for parsers that read a zip themselves. */
export async function storedZip(files: Map<string, Uint8Array>): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, content] of files) zip.file(name, content, { binary: true, createFolders: false });
  return zip.generateAsync({ type: 'uint8array', compression: 'STORE' });
}

/** Rows and cells of an xlsx's sheets, counted in their XML before a parser builds objects for them. */
export function countSheetCells(files: Map<string, Uint8Array>): { rows: number; cells: number } {
  let rows = 0;
  let cells = 0;
  for (const [name, content] of files) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/i.test(name)) continue;
    rows += countTags(content, '<row');
    cells += countTags(content, '<c');
  }
  return { rows, cells };
}

/** Occurrences of `<tag` followed by a space, `>` or `/` (so `<c` does not count `<cols>`). */
function countTags(content: Uint8Array, open: string): number {
  const head = Buffer.from(open);
  const buffer = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  let n = 0;
  for (let at = buffer.indexOf(head); at !== -1; at = buffer.indexOf(head, at + head.length)) {
    const next = buffer[at + head.length];
    if (next === 0x20 || next === 0x3e || next === 0x2f || next === 0x0a || next === 0x0d || next === 0x09) n++;
  }
  return n;
}
