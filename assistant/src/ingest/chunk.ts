/** Chunks of about this many characters: a passage that answers a question, small enough to cite. */
export const CHUNK_TARGET = 700;
const CHUNK_MAX = 1200;

/** Sentences of a text (a dot, ! or ? followed by space and a capital or digit, or a line break). */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=["'“(]?[\p{Lu}\p{N}])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Paragraph-aware chunks: paragraphs are kept together up to the target; long ones split between sentences. */
export function chunkText(text: string, target = CHUNK_TARGET): string[] {
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
  for (const paragraph of text.split(/\n{2,}/)) {
    const p = paragraph.trim();
    if (!p) continue;
    if (p.length <= target) {
      add(p, '\n\n');
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
