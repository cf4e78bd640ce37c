import { useEffect, useState } from 'react';
import { LOCATION_SEARCH_MIN } from '@portal/shared';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text the user types and the search actually sent: it changes only when the text is longer than
 * LOCATION_SEARCH_MIN (spec: "more than 3 characters") or emptied (reload all); 1–3 characters keep the
 * current list.
 */
export function useLocationSearch() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed !== '' && trimmed.length <= LOCATION_SEARCH_MIN) return;
    const timer = setTimeout(() => setSearch(trimmed), trimmed === '' ? 0 : SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  /** Enter in the box searches at once (still only above the minimum). */
  function submit(value: string) {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed.length > LOCATION_SEARCH_MIN) setSearch(trimmed);
  }

  return { text, setText, search, submit };
}
