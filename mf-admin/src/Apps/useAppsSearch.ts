import { useEffect, useState } from 'react';
import { APPS_SEARCH_MIN } from '@portal/shared/shortcuts';

export const APPS_SEARCH_DEBOUNCE_MS = 300;

/**
 * Spec 5: the apps search starts at 3 characters and an empty box resets the list; 1–2 characters keep the list
 * as it is. Returns the text typed and the search to send ('' = none).
 */
export function useAppsSearch() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed !== '' && trimmed.length < APPS_SEARCH_MIN) return;
    const timer = setTimeout(() => setSearch(trimmed), trimmed === '' ? 0 : APPS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return { text, setText, search, tooShort: text.trim() !== '' && text.trim().length < APPS_SEARCH_MIN };
}
