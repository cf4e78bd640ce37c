import { useState } from 'react';
import { ANALYTICS_PAGE_SIZE } from '@portal/shared';

/** The first page's query string: the spec's `limit=5&offset=0`, the search, the tab's flag. */
export function firstPageQuery(filter: string, flags: Readonly<Record<string, string>> = {}): string {
  const params = new URLSearchParams({ limit: String(ANALYTICS_PAGE_SIZE), offset: '0' });
  if (filter) params.set('filter', filter);
  for (const [key, value] of Object.entries(flags)) params.set(key, value);
  return params.toString();
}

/**
 * Which page of a report is shown (spec 4): it starts at page 1, Prev / Next follow the server's prevPage /
 * nextPage strings, a search (or an emptied search box) goes back to the first page.
 */
export function useReportQuery(flags: Readonly<Record<string, string>> = {}) {
  const [filter, setFilter] = useState('');
  const [query, setQuery] = useState(() => firstPageQuery('', flags));
  return {
    query,
    filter,
    search(text: string) {
      const trimmed = text.trim();
      setFilter(trimmed);
      setQuery(firstPageQuery(trimmed, flags));
    },
    go(next: string | null) {
      if (next) setQuery(next);
    },
  };
}
