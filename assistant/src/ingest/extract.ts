import ExcelJS from 'exceljs';
import { Parser } from 'htmlparser2';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { EXTRACTION_LIMITS, KNOWLEDGE_MESSAGES as M, type ExtractionLimits } from '@portal/shared/knowledge';
import { IngestError, type DocumentKind } from './detect';

/** The readable text of a document, paragraphs separated by blank lines (within the limits' pages, rows and cells). */
export async function extractDocumentText(kind: DocumentKind, bytes: Uint8Array, limits: ExtractionLimits = EXTRACTION_LIMITS): Promise<string> {
  const text = await extract(kind, bytes, limits);
  const cleaned = text.replace(/\r\n?/g, '\n').replace(/[ \t\f\v\u00a0]+/g, ' ').replace(/ *\n */g, '\n').replace(/\n{3,}/g, '\n\n').trim();
  if (!cleaned) throw new IngestError(M.emptyDocument);
  return cleaned;
}

async function extract(kind: DocumentKind, bytes: Uint8Array, limits: ExtractionLimits): Promise<string> {
  switch (kind) {
    case 'pdf':
      return pdfText(bytes, limits.pdfPages);
    case 'docx':
      return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
    case 'xlsx':
      return xlsxText(bytes);
    case 'csv':
      return rowsAsText([{ name: null, rows: parseCsv(utf8(bytes), limits) }]);
    case 'html':
      return htmlText(utf8(bytes)).text;
    case 'markdown':
      return markdownText(utf8(bytes));
    case 'text':
      return utf8(bytes);
  }
}

const utf8 = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');

async function pdfText(bytes: Uint8Array, maxPages: number): Promise<string> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy
  const pdf = await getDocumentProxy(new Uint8Array(bytes)).catch(() => {
    throw new IngestError('The PDF could not be read (it may be damaged or protected).');
  });
  if (pdf.numPages > maxPages) {
    await pdf.loadingTask.destroy();
    throw new IngestError(M.pdfTooManyPages);
  }
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    // a line wrapped mid-sentence is joined back (pdf.js gives one line per text line)
    return (text as string[]).map((page) => page.replace(/([^\n.!?:])\n(?=[a-z0-9(])/g, '$1 ')).join('\n\n');
  } catch {
    throw new IngestError('The PDF could not be read (it may be damaged or protected).');
  }
}

interface Sheet {
  name: string | null;
  rows: string[][];
}

/** A spreadsheet row as a sentence of "Header: value" pairs, so a question about one row finds it. */
function rowsAsText(sheets: Sheet[]): string {
  const out: string[] = [];
  for (const sheet of sheets) {
    const rows = sheet.rows.filter((r) => r.some((c) => c.trim()));
    if (!rows.length) continue;
    const [header, ...body] = rows;
    if (sheet.name) out.push(`${sheet.name}`);
    if (!body.length) {
      out.push(header!.join(', '));
      continue;
    }
    for (const row of body) {
      const pairs = row.map((cell, i) => (cell.trim() ? `${(header![i] ?? `Column ${i + 1}`).trim() || `Column ${i + 1}`}: ${cell.trim()}` : '')).filter(Boolean);
      if (pairs.length) out.push(pairs.join('; ') + '.');
    }
    out.push('');
  }
  return out.join('\n');
}

async function xlsxText(bytes: Uint8Array): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw new IngestError('The spreadsheet could not be read.');
  }
  const sheets: Sheet[] = workbook.worksheets.map((ws) => {
    const rows: string[][] = [];
    ws.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        cells[col - 1] = cell.text ?? '';
      });
      rows.push(Array.from(cells, (c) => c ?? ''));
    });
    return { name: ws.name, rows };
  });
  return rowsAsText(sheets);
}

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF); refuses more rows or cells than the limits. */
export function parseCsv(text: string, limits: { rows: number; cells: number } = EXTRACTION_LIMITS): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let cells = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      if (++cells > limits.cells) throw new IngestError(M.tooManyCells);
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      if (++cells > limits.cells) throw new IngestError(M.tooManyCells);
      if (rows.length >= limits.rows) throw new IngestError(M.tooManyRows);
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) {
    if (++cells > limits.cells) throw new IngestError(M.tooManyCells);
    if (rows.length >= limits.rows) throw new IngestError(M.tooManyRows);
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'nav', 'header', 'footer', 'aside', 'form', 'iframe', 'button', 'select']);
const BLOCK = new Set(['p', 'div', 'section', 'article', 'main', 'br', 'li', 'ul', 'ol', 'table', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'dd', 'dt', 'figcaption', 'hr']);

/** The main text of a page: <main> or <article> when there is one, without scripts, navigation, headers and footers. */
export function htmlText(html: string): { title: string; text: string } {
  let title = '';
  let inTitle = false;
  let skipDepth = 0;
  const all: string[] = [];
  const main: string[] = [];
  let mainDepth = 0;
  let sawMain = false;
  const push = (s: string) => {
    all.push(s);
    if (mainDepth > 0) main.push(s);
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'title') inTitle = true;
        if (SKIPPED.has(name)) skipDepth++;
        if (name === 'main' || name === 'article') {
          mainDepth++;
          sawMain = true;
        }
        if (BLOCK.has(name)) push(name.startsWith('h') && name.length === 2 ? '\n\n' : '\n');
        if (name === 'td' || name === 'th') push(' ');
      },
      ontext(text) {
        if (inTitle) title += text;
        else if (skipDepth === 0) push(text);
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (SKIPPED.has(name) && skipDepth > 0) skipDepth--;
        if (BLOCK.has(name)) push(name.startsWith('h') && name.length === 2 ? '\n\n' : '\n');
        if (name === 'main' || name === 'article') mainDepth--;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  const chosen = sawMain && main.join('').trim() ? main : all;
  const text = chosen.join('').replace(/[ \t]+/g, ' ').replace(/ *\n */g, '\n').replace(/\n{2,}/g, '\n\n');
  return { title: title.replace(/\s+/g, ' ').trim(), text };
}

/** Markdown as plain text: headings, emphasis, links and images reduced to their words; code kept. */
export function markdownText(md: string): string {
  return md
    .replace(/^```.*$/gm, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/gm, '\n$1\n')
    .replace(/^\s*[-*+]\s+/gm, '- ')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(^|\W)[*_]([^*_\n]+)[*_](?=\W|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^\s*\|?(\s*:?-+:?\s*\|)+\s*$/gm, '')
    .replace(/\|/g, ' ');
}
