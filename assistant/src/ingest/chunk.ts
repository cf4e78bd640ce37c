import { structure } from './structure';

/** Chunks of about this many characters: a passage that answers a question, small enough to cite. */
export const CHUNK_TARGET = 700;
const CHUNK_MAX = 1200;

/** A passage to index: its text and the headings above it ("Policy › Refunds"), which count as its words too. */
export interface Chunk {
  content: string;
  context: string;
}

/** The separator between the headings of a passage's context. */
export const CONTEXT_SEPARATOR = ' › ';

/** Sentences of a text (a dot, ! or ? followed by space and a capital or digit, or a line break). */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=["'“(]?[\p{Lu}\p{N}])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Packs pieces (paragraphs, rows) into chunks up to the target; a long paragraph is split between sentences. */
function pack(pieces: { text: string; separator: string }[], target: number): string[] {
  const chunks: string[] = [];
  let current = '';
  const flush = () => {
    if (current.trim()) chunks.push(current.trim());
    current = '';
  };
  const add = (piece: string, separator: string) => {
    if (current && current.length + separator.length + piece.length > target) flush();
    current = current ? current + separator + piece : piece;
  };
  for (const { text, separator } of pieces) {
    const p = text.trim();
    if (!p) continue;
    if (p.length <= target) {
      add(p, separator);
      continue;
    }
    for (const sentence of sentences(p)) {
      if (sentence.length <= CHUNK_MAX) add(sentence, ' ');
      else for (let i = 0; i < sentence.length; i += CHUNK_MAX) add(sentence.slice(i, i + CHUNK_MAX), ' ');
    }
    flush();
  }
  flush();
  return chunks;
}

/** Paragraph-aware chunks of plain text: paragraphs are kept together up to the target; long ones split between sentences. */
export function chunkText(text: string, target = CHUNK_TARGET): string[] {
  return pack(
    text.split(/\n{2,}/).map((p) => ({ text: p, separator: '\n\n' })),
    target,
  );
}

/**
 * Chunks of a text in the structured convention (./structure): a section (the text under one heading) is chunked on
 * its own, so a passage never mixes two sections; its heading line opens the section's first passage, and every
 * passage of it carries the heading path as context. Table rows are single lines ("Column: value; …").
 */
export function chunkStructured(text: string, target = CHUNK_TARGET): Chunk[] {
  const out: Chunk[] = [];
  let pieces: { text: string; separator: string }[] = [];
  let context: string[] = [];
  const flush = () => {
    // a heading alone (directly followed by a sub-heading) is no passage: its words live on in the context below it
    const hasBody = pieces.some((p) => p.separator !== 'heading');
    // a heading stands apart from what follows it
    const spaced = pieces.map((p, i) => ({ text: p.text, separator: p.separator === 'heading' || pieces[i - 1]?.separator === 'heading' ? '\n\n' : p.separator }));
    if (hasBody) for (const content of pack(spaced, target)) out.push({ content, context: context.join(CONTEXT_SEPARATOR) });
    pieces = [];
  };
  for (const block of structure(text)) {
    if (block.kind === 'heading') {
      flush();
      context = [...block.path, block.text];
      pieces.push({ text: block.text, separator: 'heading' });
      continue;
    }
    pieces.push({ text: block.text, separator: block.kind === 'row' ? '\n' : '\n\n' });
  }
  flush();
  return out;
}
