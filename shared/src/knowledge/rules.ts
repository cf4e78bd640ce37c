// `@portal/shared/knowledge`: rules the pages and the assistant service both apply. Zod-free.
import { DEFAULT_DOCUMENT_SORT, type DocumentSort } from './messages';

export * from './messages';

/** Spec 3: slug = name lowercased, accents stripped, spaces to hyphens. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-');
}

/** The extension of a file name, lower-cased with its dot ('' when none). */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 ? '' : filename.slice(dot).toLowerCase();
}

export interface SortableDocument {
  filename: string;
  created_at: string;
}

/** Spec 9: None keeps the server's order; Most recent / Oldest by creation; Name A-Z / Z-A by file name. */
export function sortDocuments<T extends SortableDocument>(documents: T[], sort: DocumentSort = DEFAULT_DOCUMENT_SORT): T[] {
  const byName = (a: T, b: T) => a.filename.localeCompare(b.filename, 'en', { sensitivity: 'base', numeric: true });
  const byDate = (a: T, b: T) => a.created_at.localeCompare(b.created_at);
  const copy = [...documents];
  switch (sort) {
    case 'Most recent':
      return copy.sort((a, b) => byDate(b, a));
    case 'Oldest':
      return copy.sort(byDate);
    case 'Name A-Z':
      return copy.sort(byName);
    case 'Name Z-A':
      return copy.sort((a, b) => byName(b, a));
    default:
      return copy;
  }
}

/** The portal page that opens a document at one passage (a source's link). */
export function passageLink(source: { category_id: number; category_slug: string; document_id: number; chunk_id: number }): string {
  return `/knowledgebase/${source.category_id}/${source.category_slug}?document=${source.document_id}&passage=${source.chunk_id}`;
}

/**
 * The assistant chat page and who may use it: one rule for its route, its launcher in the header and the home
 * page's "Ask the assistant" entry, so nothing offers the assistant to someone the route would turn away.
 */
export const ASSISTANT_CHAT_PATH = '/chat-fegpt';
export const ASSISTANT_CHAT_PERMISSION = { module: 'chat_feg', action: 'view' } as const;
