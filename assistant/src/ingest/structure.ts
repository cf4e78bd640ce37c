/**
 * The structured-text convention every extractor returns (applied after a parser is done, so parsing stays simple):
 * - `# Heading` … `###### Heading` lines are headings: they give context to the passages under them;
 * - lines starting with `|` are table rows, cells split on `|` (`\|` is a literal bar); the first row of a table is its
 *   header, a `|---|` separator row is optional. Each body row becomes one line of "Column: value" pairs, so a question
 *   about one row finds it and the answer carries its column names;
 * - anything else is text: paragraphs separated by blank lines.
 * A text with no `#` heading at all (plain text, PDF) gets its headings guessed: a short line without end punctuation,
 * starting with a capital, standing alone or before a longer line.
 */

export interface Block {
  /** a heading line (kept in the passage text), a paragraph, or a table row as "Column: value; …" */
  kind: 'heading' | 'paragraph' | 'row';
  text: string;
  /** the headings above it, outermost first */
  path: string[];
}

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const SEPARATOR_CELL = /^\s*:?-{1,}:?\s*$/;

/** Cells of a `| a | b |` line (outer bars optional, `\|` kept as a bar). */
export function tableCells(line: string): string[] {
  const inner = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.replace(/\\\|/g, '|').trim());
}

/** A table cell written so that it stays one cell: bars escaped, line breaks as spaces. */
export const tableCell = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');

/** One table row as a sentence of "Column: value" pairs (empty cells left out). */
export function rowSentence(header: string[], cells: string[]): string {
  const pairs = cells
    .map((cell, i) => {
      // (a "; " inside a cell would read as the next pair's separator)
      const value = cell.trim().replace(/;\s+/g, ', ');
      if (!value) return '';
      const name = (header[i] ?? '').trim() || `Column ${i + 1}`;
      return `${name}: ${value}`;
    })
    .filter(Boolean);
  if (!pairs.length) return '';
  const text = pairs.join('; ');
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** A line shaped like a heading: short, capitalised, no end punctuation, not a numbered item. */
function headingShaped(line: string): boolean {
  if (line.length > 70 || /[.!?;,:]$/.test(line) || !/^[\p{Lu}]/u.test(line)) return false;
  return line.split(/\s+/).length <= 9 && !/^\d+[.)]\s/.test(line);
}

/** A line that reads as a heading in a text without marked headings. */
function looksLikeHeading(line: string, next: string | undefined, afterNext: string | undefined): boolean {
  if (!headingShaped(line) || next === undefined) return false;
  // a heading introduces something: a longer line follows (or a blank line, then text), or the first heading of a
  // section that does (a title, then "Receiving deliveries", then its text)
  return next.length > line.length || (headingShaped(next) && afterNext !== undefined && afterNext.length > next.length && !headingShaped(afterNext));
}

/** The blocks of a text in the convention, each with its heading path. */
export function structure(text: string): Block[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const marked = lines.some((l) => HEADING.test(l.trim()));
  const blocks: Block[] = [];
  const path: string[] = [];
  const levels: number[] = [];
  let paragraph: string[] = [];
  let header: string[] | null = null;

  const flushParagraph = () => {
    const body = paragraph.join('\n').trim();
    if (body) blocks.push({ kind: 'paragraph', text: body, path: [...path] });
    paragraph = [];
  };
  const heading = (level: number, title: string) => {
    flushParagraph();
    header = null;
    while (levels.length && levels.at(-1)! >= level) {
      levels.pop();
      path.pop();
    }
    blocks.push({ kind: 'heading', text: title, path: [...path] });
    levels.push(level);
    path.push(title);
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const marker = HEADING.exec(line);
    if (marked && marker) {
      heading(marker[1]!.length, marker[2]!);
      continue;
    }
    if (line.startsWith('|')) {
      flushParagraph();
      const cells = tableCells(line);
      if (cells.every((c) => SEPARATOR_CELL.test(c))) continue;
      if (!header) header = cells;
      else {
        const sentence = rowSentence(header, cells);
        if (sentence) blocks.push({ kind: 'row', text: sentence, path: [...path] });
      }
      continue;
    }
    // a table ends at its first line that is not a row
    header = null;
    if (!line) {
      flushParagraph();
      continue;
    }
    if (!marked) {
      // the next non-blank line decides
      let j = i + 1;
      while (j < lines.length && !lines[j]!.trim()) j++;
      // a heading starts a paragraph, or follows a finished sentence (PDF text has no blank lines)
      const startsParagraph = paragraph.length === 0 || /[.!?:]$/.test(paragraph.at(-1)!);
      let k = j + 1;
      while (k < lines.length && !lines[k]!.trim()) k++;
      if (startsParagraph && looksLikeHeading(line, lines[j]?.trim(), lines[k]?.trim())) {
        // guessed headings: the document's first line is its title, the others are its sections
        heading(blocks.length === 0 ? 1 : 2, line);
        continue;
      }
    }
    paragraph.push(line);
  }
  flushParagraph();
  return blocks;
}
