import { KNOWLEDGE_MESSAGES as M, type ExtractionLimits } from '@portal/shared/knowledge';
import type { DocumentKind } from './detect';
import { IngestError } from './errors';
import { extractDocumentText, htmlText } from './extract';
import { countSheetCells, inflateZip, storedZip } from './zipGuard';

export interface ExtractionTask {
  kind: DocumentKind;
  bytes: Uint8Array;
  /** a fetched page's title is wanted too (it names a URL document) */
  title: boolean;
  limits: ExtractionLimits;
}

export interface Extracted {
  text: string;
  title: string;
}

/**
 * One document's text within the extraction limits (run in the extraction thread, see extractor.ts): a zip-based
 * document is inflated by the guard and its sheets' cells counted before a parser sees it; pages, rows and cells are
 * bounded inside the parsers; the text's length after.
 */
export async function extractBounded({ kind, bytes, title, limits }: ExtractionTask): Promise<Extracted> {
  let input = bytes;
  if (kind === 'docx' || kind === 'xlsx') {
    const files = inflateZip(bytes, limits);
    if (kind === 'xlsx') {
      const { rows, cells } = countSheetCells(files);
      if (rows > limits.rows) throw new IngestError(M.tooManyRows);
      if (cells > limits.cells) throw new IngestError(M.tooManyCells);
    }
    input = await storedZip(files);
  }
  const text = await extractDocumentText(kind, input, limits);
  if (text.length > limits.characters) throw new IngestError(M.textTooLongToIndex);
  return { text, title: title && kind === 'html' ? htmlText(new TextDecoder().decode(bytes)).title : '' };
}
