import zlib from 'node:zlib';
import { KNOWLEDGE_MESSAGES as M } from '@portal/shared/knowledge';
import { makePdf } from '../demo/builders';

/**
 * Hostile documents built byte by byte (the assistant's tests and the security suite): zip bombs whose directory tells
 * the truth or lies, spreadsheets with too many rows or cells, a PDF with too many pages, a text too long to index.
 */

export interface HostileFile {
  /** what it tries, for a test's name */
  label: string;
  filename: string;
  bytes: Buffer;
  /** the reason the document ends failed with (the default extraction limits) */
  reason: string;
}

interface ZipEntry {
  name: string;
  /** the entry's content, or (for a bomb) a piece repeated `repeat` times, deflated without holding it all */
  content: Buffer;
  repeat?: number;
  /** the size the headers declare (a lie when set) */
  declaredSize?: number;
}

/** A zip archive (deflated entries) written by hand, so its headers can declare any size. */
export async function zipArchive(entries: ZipEntry[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const repeat = entry.repeat ?? 1;
    const deflate = await deflateRepeated(entry.content, repeat);
    let crc = 0;
    for (let i = 0; i < repeat; i++) crc = zlib.crc32(entry.content, crc);
    const size = entry.declaredSize ?? entry.content.length * repeat;
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(deflate.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(deflate.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, deflate);
    centrals.push(central, name);
    offset += local.length + name.length + deflate.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const deflated = new Map<string, Promise<Buffer>>();

/** `piece` repeated, deflated (once per piece and count: the honest and the lying bomb share theirs). */
function deflateRepeated(piece: Buffer, repeat: number): Promise<Buffer> {
  if (repeat === 1) return deflateStream(piece, 1);
  const key = `${repeat}:${piece.toString('base64')}`;
  let result = deflated.get(key);
  if (!result) deflated.set(key, (result = deflateStream(piece, repeat)));
  return result;
}

/** Deflated at level 9 a megabyte at a time (a 100 MB entry never exists in memory). */
async function deflateStream(piece: Buffer, repeat: number): Promise<Buffer> {
  const perChunk = Math.max(1, Math.floor((1024 * 1024) / piece.length));
  const chunk = Buffer.concat(Array.from({ length: Math.min(perChunk, repeat) }, () => piece));
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  for (let left = repeat; left > 0; left -= perChunk) {
    const n = Math.min(left, perChunk);
    if (!deflate.write(n * piece.length === chunk.length ? chunk : chunk.subarray(0, n * piece.length))) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await ended;
  return Buffer.concat(parts);
}

const DOCX_PARTS = {
  types:
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  rels: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
};
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const PARAGRAPH = Buffer.from('<w:p><w:r><w:t>The prize counter opens at noon and closes at ten.</w:t></w:r></w:p>');

/** A .docx whose word/document.xml unpacks to `mb` MB of paragraphs; `lie`: its headers declare 1 KB. */
export function docxBomb(mb: number, lie = false): Promise<Buffer> {
  const repeat = Math.ceil((mb * 1024 * 1024) / PARAGRAPH.length);
  return zipArchive([
    { name: '[Content_Types].xml', content: Buffer.from(DOCX_PARTS.types) },
    { name: '_rels/.rels', content: Buffer.from(DOCX_PARTS.rels) },
    { name: 'word/document.xml', content: PARAGRAPH, repeat, ...(lie ? { declaredSize: 1024 } : {}) },
  ]);
}

/** A small, valid .docx (its headers honest): the control that the same builder's documents are readable. */
export function docxOf(paragraphs: string[]): Promise<Buffer> {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`).join('');
  return zipArchive([
    { name: '[Content_Types].xml', content: Buffer.from(DOCX_PARTS.types) },
    { name: '_rels/.rels', content: Buffer.from(DOCX_PARTS.rels) },
    { name: 'word/document.xml', content: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body}</w:body></w:document>`) },
  ]);
}

const XLSX_WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>';

function xlsx(sheet: ZipEntry): Promise<Buffer> {
  return zipArchive([
    { name: '[Content_Types].xml', content: Buffer.from('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>') },
    { name: 'xl/workbook.xml', content: Buffer.from(XLSX_WORKBOOK) },
    sheet,
  ]);
}

/** An .xlsx whose sheet unpacks to `mb` MB (one small cell repeated), `lie`: declared as 1 KB. */
export function xlsxBomb(mb: number, lie = false): Promise<Buffer> {
  const cell = Buffer.from('<c t="inlineStr"><is><t>1</t></is></c>');
  return xlsx({ name: 'xl/worksheets/sheet1.xml', content: cell, repeat: Math.ceil((mb * 1024 * 1024) / cell.length), ...(lie ? { declaredSize: 1024 } : {}) });
}

/** An .xlsx sheet of `rows` rows with `perRow` cells each (numbers that vary, so it compresses like a real one). */
export function xlsxGrid(rows: number, perRow: number): Promise<Buffer> {
  const parts: string[] = ['<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'];
  for (let r = 1; r <= rows; r++) {
    let row = `<row r="${r}">`;
    for (let c = 0; c < perRow; c++) row += `<c r="${String.fromCharCode(65 + (c % 26))}${r}"><v>${(r * 7919 + c * 104729) % 1000003}</v></c>`;
    parts.push(`${row}</row>`);
  }
  parts.push('</sheetData></worksheet>');
  return xlsx({ name: 'xl/worksheets/sheet1.xml', content: Buffer.from(parts.join('')) });
}

/** A CSV of `rows` short lines. */
export const csvRows = (rows: number): Buffer => Buffer.from(Array.from({ length: rows }, (_, i) => `row ${i},${i}`).join('\n'));

/** A CSV of one line with `cells` cells. */
export const csvWide = (cells: number): Buffer => Buffer.from(','.repeat(cells - 1) + 'x');

/** A PDF of `pages` pages (one short line each). */
export const pdfPages = (pages: number): Buffer => makePdf(Array.from({ length: pages * 44 }, (_, i) => (i % 44 === 0 ? `Page ${i / 44 + 1}` : '')));

/** A text of `chars` characters in paragraphs (valid, just too long). */
export function longText(chars: number): Buffer {
  const paragraph = 'The bowling lanes are oiled every morning before the doors open. ';
  const text = paragraph.repeat(Math.ceil(chars / paragraph.length)).slice(0, chars);
  return Buffer.from(text);
}

/** One of each: what the default extraction limits refuse, with the reason each document ends failed with. */
export async function hostileDocuments(): Promise<HostileFile[]> {
  return [
    { label: 'docx unpacking to 100 MB', filename: 'bomb.docx', bytes: await docxBomb(100), reason: M.unpackedTooLarge },
    { label: 'docx unpacking to 100 MB, its headers declaring 1 KB', filename: 'liar.docx', bytes: await docxBomb(100, true), reason: M.compressedTooMuch },
    { label: 'xlsx unpacking to 100 MB', filename: 'bomb.xlsx', bytes: await xlsxBomb(100), reason: M.unpackedTooLarge },
    { label: 'xlsx unpacking to 100 MB, its headers declaring 1 KB', filename: 'liar.xlsx', bytes: await xlsxBomb(100, true), reason: M.compressedTooMuch },
    { label: 'xlsx of 100,001 rows', filename: 'rows.xlsx', bytes: await xlsxGrid(100_001, 1), reason: M.tooManyRows },
    { label: 'xlsx of 1,020,000 cells', filename: 'cells.xlsx', bytes: await xlsxGrid(20_000, 51), reason: M.tooManyCells },
    { label: 'csv of 100,001 rows', filename: 'rows.csv', bytes: csvRows(100_001), reason: M.tooManyRows },
    { label: 'csv row of 1,000,001 cells', filename: 'wide.csv', bytes: csvWide(1_000_001), reason: M.tooManyCells },
    { label: 'pdf of 2,001 pages', filename: 'pages.pdf', bytes: pdfPages(2001), reason: M.pdfTooManyPages },
    { label: 'text of 5,200,000 characters', filename: 'long.txt', bytes: longText(5_200_000), reason: M.textTooLongToIndex },
    {
      label: 'html of 5,200,000 characters',
      filename: 'long.html',
      bytes: Buffer.from(`<html><body><p>${longText(5_200_000).toString()}</p></body></html>`),
      reason: M.textTooLongToIndex,
    },
  ];
}
