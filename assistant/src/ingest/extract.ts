import { CsvError, parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { Parser } from 'htmlparser2';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { EXTRACTION_LIMITS, KNOWLEDGE_MESSAGES as M, type ExtractionLimits } from '@portal/shared/knowledge';
import { IngestError, type DocumentKind } from './detect';
import { tableCell } from './structure';

/** The readable text of a document, paragraphs separated by blank lines (within the limits' pages, rows and cells). */
export async function extractDocumentText(kind: DocumentKind, bytes: Uint8Array, limits: ExtractionLimits = EXTRACTION_LIMITS): Promise<string> {
  const text = await extract(kind, bytes, limits);
  const cleaned = text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!cleaned) throw new IngestError(M.emptyDocument);
  return cleaned;
}

async function extract(kind: DocumentKind, bytes: Uint8Array, limits: ExtractionLimits): Promise<string> {
  switch (kind) {
    case 'pdf':
      return pdfText(bytes, limits.pdfPages);
    case 'docx':
      // through HTML: headings and tables keep their structure (./structure)
      return htmlText((await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }, { convertImage: NO_IMAGES })).value).text;
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

/** images carry no words: mammoth would otherwise inline each one as a data URL */
const NO_IMAGES = mammoth.images.imgElement(async () => ({ src: '' }));

const utf8 = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');

/** a line this close to the page's longest one was wrapped by the page's width */
const FULL_LINE = 0.7;

/**
 * A line wrapped mid-sentence is joined back (pdf.js gives one line per text line): a line not ending a sentence that
 * the next goes on in lower case, or that fills the page's width ("…on the last" / "Friday of each month"); a short
 * line is a heading or a paragraph's end.
 */
function joinWrappedLines(page: string): string {
  const lines = page.split('\n');
  const longest = Math.max(...lines.map((l) => l.trim().length));
  let out = lines[0] ?? '';
  for (let i = 1; i < lines.length; i++) {
    const previous = lines[i - 1]!.trim();
    const line = lines[i]!;
    const open = previous.length > 0 && !/[.!?:]$/.test(previous) && line.trim().length > 0;
    const wrapped = open && (/^[a-z0-9(]/.test(line) || (longest >= 40 && previous.length >= FULL_LINE * longest && !/^\s*(?:[-•*–]|\d+[.)])\s/.test(line)));
    out += (wrapped ? ' ' : '\n') + line;
  }
  return out;
}

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
    return (text as string[]).map(joinWrappedLines).join('\n\n');
  } catch {
    throw new IngestError('The PDF could not be read (it may be damaged or protected).');
  }
}

interface Sheet {
  name: string | null;
  rows: string[][];
}

/** Sheets as tables in the structured-text convention (./structure): each row becomes "Column: value" pairs. */
function rowsAsText(sheets: Sheet[]): string {
  const out: string[] = [];
  for (const sheet of sheets) {
    const rows = sheet.rows.filter((r) => r.some((c) => c.trim()));
    if (!rows.length) continue;
    if (sheet.name) out.push(`# ${tableCell(sheet.name)}`);
    if (rows.length === 1) out.push(rows[0]!.join(', '));
    else for (const row of rows) out.push(`| ${row.map(tableCell).join(' | ')} |`);
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

/**
 * RFC 4180 CSV through csv-parse (quoted fields, doubled quotes, CRLF, LF or CR); refuses more rows or cells than the
 * limits as soon as a record passes them, and a file that is not CSV (a quote never closed).
 */
export function parseCsv(text: string, limits: { rows: number; cells: number } = EXTRACTION_LIMITS): string[][] {
  let rows = 0;
  let cells = 0;
  try {
    return parse(text, {
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      on_record: (record: string[]) => {
        cells += record.length;
        if (cells > limits.cells) throw new IngestError(M.tooManyCells);
        if (++rows > limits.rows) throw new IngestError(M.tooManyRows);
        return record;
      },
    });
  } catch (error) {
    if (error instanceof IngestError) throw error;
    if (error instanceof CsvError) throw new IngestError('The spreadsheet could not be read.');
    throw error;
  }
}

const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'nav', 'header', 'footer', 'aside', 'form', 'iframe', 'button', 'select']);
const HEADINGS = /^h[1-6]$/;
/** the other tags that end a line (headings, tables and rows have their own rules below) */
const BLOCK = new Set(['p', 'div', 'section', 'article', 'main', 'br', 'li', 'ul', 'ol', 'blockquote', 'pre', 'dd', 'dt', 'figcaption', 'hr']);

/** The main text of a page: <main> or <article> when there is one, without scripts, navigation, headers and footers. */
export function htmlText(html: string): { title: string; text: string } {
  let title = '';
  let inTitle = false;
  let skipDepth = 0;
  const all: string[] = [];
  const main: string[] = [];
  let mainDepth = 0;
  let sawMain = false;
  /** inside a table cell, a table row, a heading: their text stays on one line */
  let cellDepth = 0;
  let rowDepth = 0;
  let tableDepth = 0;
  let headingDepth = 0;
  /** a <dt> just closed: its <dd> continues the line ("Term: definition") */
  let afterTerm = false;
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
        if (skipDepth > 0) return;
        // headings and tables in the structured-text convention (./structure): `## Title`, `| cell | cell |`
        if (HEADINGS.test(name)) {
          headingDepth++;
          push(`\n\n${'#'.repeat(Number(name[1]))} `);
        } else if (name === 'table' || name === 'caption') {
          if (name === 'table') tableDepth++;
          push('\n\n');
        } else if (name === 'tr') {
          rowDepth++;
          push('\n|');
        } else if (name === 'td' || name === 'th') cellDepth++;
        else if (name === 'dd' && afterTerm) push(' ');
        else if (BLOCK.has(name)) push(cellDepth > 0 ? ' ' : '\n');
        afterTerm = false;
      },
      ontext(text) {
        if (inTitle) title += text;
        else if (afterTerm && !text.trim()) return;
        // between a table's rows and cells there is only layout whitespace
        else if (skipDepth > 0 || ((rowDepth > 0 || tableDepth > 0) && cellDepth === 0 && !text.trim())) return;
        else if (cellDepth > 0) push(text.replace(/\s+/g, ' ').replace(/\|/g, '\\|'));
        else push(headingDepth > 0 ? text.replace(/\s+/g, ' ') : text);
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (SKIPPED.has(name) && skipDepth > 0) skipDepth--;
        if (skipDepth > 0) {
          if (name === 'main' || name === 'article') mainDepth--;
          return;
        }
        if (HEADINGS.test(name)) {
          headingDepth = Math.max(0, headingDepth - 1);
          push('\n\n');
        } else if (name === 'table' || name === 'caption') {
          if (name === 'table') tableDepth = Math.max(0, tableDepth - 1);
          push('\n\n');
        } else if (name === 'tr') rowDepth = Math.max(0, rowDepth - 1);
        else if (name === 'td' || name === 'th') {
          cellDepth = Math.max(0, cellDepth - 1);
          push(' |');
        } else if (name === 'dt' && cellDepth === 0) {
          push(':');
          afterTerm = true;
        } else if (BLOCK.has(name)) push(cellDepth > 0 ? ' ' : '\n');
        if (name === 'main' || name === 'article') mainDepth--;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  const chosen = sawMain && main.join('').trim() ? main : all;
  const text = chosen
    .join('')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n\n')
    // a heading marker left without its text (an empty <h2>)
    .replace(/^#+ *$/gm, '');
  return { title: title.replace(/\s+/g, ' ').trim(), text };
}

/**
 * Markdown in the structured-text convention (./structure): ATX and setext headings as `#` lines, pipe tables kept
 * (a table is a line with a bar followed by a `---|---` line); emphasis, links and images reduced to their words.
 */
export function markdownText(md: string): string {
  const lines = md.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let inTable = false;
  let inCode = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1] ?? '';
    if (/^\s*```/.test(line)) {
      inCode = !inCode;
      continue;
    }
    if (inCode) {
      out.push(line);
      continue;
    }
    if (!inTable && line.includes('|') && MARKDOWN_TABLE_RULE.test(next)) inTable = true;
    if (inTable) {
      if (line.includes('|') && line.trim()) {
        const row = line.trim();
        out.push(inline(`${row.startsWith('|') ? '' : '| '}${row}${row.endsWith('|') && !row.endsWith('\\|') ? '' : ' |'}`));
        continue;
      }
      inTable = false;
    }
    const atx = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (atx) {
      out.push('', `${atx[1]} ${inline(atx[2]!)}`, '');
      continue;
    }
    if (line.trim() && /^\s{0,3}(=+|-+)\s*$/.test(next) && !/^\s*[-*+]\s/.test(line)) {
      out.push('', `${next.trim().startsWith('=') ? '#' : '##'} ${inline(line.trim())}`, '');
      i++;
      continue;
    }
    out.push(inline(line.replace(/^\s*[-*+]\s+/, '- ').replace(/^\s*>\s?/, '')));
  }
  return out.join('\n');
}

const MARKDOWN_TABLE_RULE = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)+\|?\s*$/;

/** Markdown inline syntax reduced to its words. */
function inline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(^|\W)[*_]([^*_\n]+)[*_](?=\W|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1');
}
