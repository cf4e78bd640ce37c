import { useSyncExternalStore } from 'react';

/** The spec's narrow layout: below 700 px the sidebar becomes a drawer and desktop-only entries hide. */
export const NARROW_QUERY = '(max-width: 699.98px)';

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const mql = window.matchMedia(NARROW_QUERY);
  mql.addEventListener?.('change', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    mql.removeEventListener?.('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

function snapshot() {
  if (typeof window === 'undefined') return false;
  if (window.matchMedia?.(NARROW_QUERY).matches) return true;
  return window.innerWidth > 0 && window.innerWidth < 700;
}

export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
