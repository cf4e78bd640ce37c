import { EXTRACTION_LIMITS, extensionOf, KNOWLEDGE_MESSAGES as M } from '@portal/shared/knowledge';
import { IngestError } from './errors';
import { zipEntryNames } from './zipGuard';

export type DocumentKind = 'pdf' | 'docx' | 'xlsx' | 'csv' | 'html' | 'markdown' | 'text';

export { IngestError };

const KIND_BY_EXTENSION: Record<string, DocumentKind> = {
  '.pdf': 'pdf',
  '.docx': 'docx',
  '.xlsx': 'xlsx',
  '.csv': 'csv',
  '.html': 'html',
  '.htm': 'html',
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.txt': 'text',
};

export const CONTENT_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  html: 'text/html; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
  text: 'text/plain; charset=utf-8',
};

const startsWith = (bytes: Uint8Array, text: string) => text.split('').every((c, i) => bytes[i] === c.charCodeAt(0));

/** Text is UTF-8 with no NUL and few control characters (a binary renamed .txt is refused). */
export function isText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.length < bytes.length ? sample.subarray(0, lastCharBoundary(sample)) : sample);
  } catch {
    return false;
  }
  let control = 0;
  for (const b of sample) {
    if (b === 0) return false;
    if (b < 9 || (b > 13 && b < 32)) control++;
  }
  return control <= sample.length / 100;
}

/** A cut inside a multi-byte character is not an encoding error: decode up to the last whole character. */
function lastCharBoundary(bytes: Uint8Array): number {
  let end = bytes.length;
  for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 4); i--) {
    if ((bytes[i]! & 0xc0) !== 0x80) {
      end = i;
      break;
    }
  }
  return end;
}

/** The document's kind from its bytes (and its extension for the text kinds, which bytes cannot tell apart). */
export async function detectKind(filename: string, bytes: Uint8Array): Promise<DocumentKind> {
  const claimed = KIND_BY_EXTENSION[extensionOf(filename)];
  if (!claimed) throw new IngestError(M.fileType);
  if (bytes.length === 0) throw new IngestError(M.fileEmpty);
  const actual = await sniff(bytes);
  if (actual === 'text') {
    if (claimed === 'pdf' || claimed === 'docx' || claimed === 'xlsx') throw new IngestError(M.fileMismatch);
    return claimed;
  }
  if (actual !== claimed) throw new IngestError(actual ? M.fileMismatch : M.fileType);
  return actual;
}

/** The kind of a document sent as text: its name's text format (Markdown, HTML, CSV), else plain text. */
export function textKind(filename: string): DocumentKind {
  const claimed = KIND_BY_EXTENSION[extensionOf(filename)];
  return claimed === 'markdown' || claimed === 'html' || claimed === 'csv' ? claimed : 'text';
}

/** What the bytes are: pdf, docx, xlsx, 'text' (any UTF-8 text), or null (something else). */
export async function sniff(bytes: Uint8Array): Promise<DocumentKind | null> {
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  if (startsWith(bytes, 'PK\u0003\u0004')) {
    let names: string[];
    try {
      // the directory alone, read without building an object per entry (an upload may list hundreds of thousands)
      names = zipEntryNames(bytes, EXTRACTION_LIMITS.archiveEntries);
    } catch (error) {
      if (error instanceof IngestError && error.message === M.archiveTooManyEntries) throw error;
      return null;
    }
    if (names.includes('word/document.xml')) return 'docx';
    if (names.includes('xl/workbook.xml')) return 'xlsx';
    return null;
  }
  return isText(bytes) ? 'text' : null;
}
