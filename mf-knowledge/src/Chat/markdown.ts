/**
 * The small Markdown subset answers use, parsed into plain data (the component renders it as React elements, so text
 * is never HTML): paragraphs, bullet and numbered lists, GFM pipe tables, code blocks, `##`/`###` sections; inline
 * bold, italic, code, links and [n] citations.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'cite'; n: number }
  | { kind: 'link'; href: string; children: Inline[] };

export type Align = 'left' | 'center' | 'right' | null;

export type Block =
  | { kind: 'paragraph'; inline: Inline[] }
  | { kind: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { kind: 'table'; align: Align[]; head: Inline[][]; rows: Inline[][][] }
  | { kind: 'code'; text: string }
  | { kind: 'heading'; inline: Inline[] };

export interface Section {
  title: Inline[] | null;
  blocks: Block[];
}

/** Only these link targets are followed; anything else (javascript:, data:…) stays text. */
export function safeHref(href: string): string | null {
  const h = href.trim();
  if (/^https?:\/\//i.test(h) || /^mailto:/i.test(h)) return h;
  if (h.startsWith('/') && !h.startsWith('//')) return h;
  return null;
}

const INLINE = /(\*\*|__)(.+?)\1|(?<![\w*])\*(?!\s)([^*\n]+?)\*(?![\w*])|(?<![\w_])_(?!\s)([^_\n]+?)_(?![\w_])|`([^`\n]+)`|\[(\d{1,2})\]|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    if (m[2] !== undefined) out.push({ kind: 'strong', children: parseInline(m[2]) });
    else if (m[3] !== undefined || m[4] !== undefined) out.push({ kind: 'em', children: parseInline((m[3] ?? m[4])!) });
    else if (m[5] !== undefined) out.push({ kind: 'code', text: m[5] });
    else if (m[6] !== undefined) out.push({ kind: 'cite', n: Number(m[6]) });
    else {
      const href = safeHref(m[8]!);
      out.push(href ? { kind: 'link', href, children: parseInline(m[7]!) } : { kind: 'text', text: m[7]! });
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

/** Cells of a `| a | b |` row (outer bars optional; `\|` is a bar inside a cell). */
function cells(line: string): string[] {
  const inner = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((c) => c.replace(/\\\|/g, '|').trim());
}

const RULE = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;

function parseBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim()) continue;
    if (/^\s*```/.test(line)) {
      const body: string[] = [];
      for (i++; i < lines.length && !/^\s*```/.test(lines[i]!); i++) body.push(lines[i]!);
      blocks.push({ kind: 'code', text: body.join('\n') });
      continue;
    }
    if (line.includes('|') && RULE.test(lines[i + 1] ?? '') && (lines[i + 1] ?? '').includes('-')) {
      const head = cells(line);
      const align = cells(lines[i + 1]!).map((c): Align => (c.startsWith(':') && c.endsWith(':') ? 'center' : c.endsWith(':') ? 'right' : c.startsWith(':') ? 'left' : null));
      const rows: Inline[][][] = [];
      for (i += 2; i < lines.length && lines[i]!.includes('|') && lines[i]!.trim(); i++) rows.push(head.map((_, c) => parseInline(cells(lines[i]!)[c] ?? '')));
      i--;
      blocks.push({ kind: 'table', align: head.map((_, c) => align[c] ?? null), head: head.map(parseInline), rows });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = !bullet;
      const items: Inline[][] = [];
      for (; i < lines.length; i++) {
        const m = ordered ? NUMBERED.exec(lines[i]!) : BULLET.exec(lines[i]!);
        if (!m) break;
        items.push(parseInline(ordered ? m[2]! : m[1]!));
      }
      i--;
      blocks.push({ kind: 'list', ordered, start: numbered ? Number(numbered[1]) : 1, items });
      continue;
    }
    const heading = /^#{4,6}\s+(.*)$/.exec(line);
    if (heading) blocks.push({ kind: 'heading', inline: parseInline(heading[1]!) });
    else blocks.push({ kind: 'paragraph', inline: parseInline(line.trim()) });
  }
  return blocks;
}

/** An answer's sections: the text before the first `##`/`###` heading, then one per heading. */
export function parseAnswer(text: string): Section[] {
  const sections: { title: string | null; lines: string[] }[] = [{ title: null, lines: [] }];
  let inCode = false;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*```/.test(line)) inCode = !inCode;
    const heading = inCode ? null : /^#{1,3}\s+(.*)$/.exec(line);
    if (heading) sections.push({ title: heading[1]!, lines: [] });
    else sections.at(-1)!.lines.push(line);
  }
  return sections.map((s) => ({ title: s.title === null ? null : parseInline(s.title), blocks: parseBlocks(s.lines) })).filter((s) => s.title !== null || s.blocks.length);
}
