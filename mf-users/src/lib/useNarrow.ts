import { useSyncExternalStore } from 'react';

/** The spec's narrow layout: under 700 px wide. */
const NARROW_QUERY = '(max-width: 699.98px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
