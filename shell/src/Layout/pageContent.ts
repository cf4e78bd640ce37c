import { useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '../idle';

/**
 * Floating widgets (the assistant launcher) are page-wide extras: they load once the page's own content is up, so
 * their remote's code never competes with the first screen for the network and the CPU. On the home page that is
 * the home-interactive mark (its widgets rendered); on any other first page, the first idle moment. A page that
 * never settles still gets them after a few seconds.
 */
const FALLBACK_MS = 4000;
const IDLE_TIMEOUT_MS = 1500;

let drawn = false;
const listeners = new Set<() => void>();

/** The first page's content is up (called with the home-interactive mark; idempotent). */
export function markPageContentDrawn() {
  if (drawn) return;
  drawn = true;
  for (const notify of [...listeners]) notify();
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}
const isDrawn = () => drawn;

/** True once the first page's content is drawn (see above); stays true for the rest of the visit. */
export function usePageContentDrawn(onHome: boolean): boolean {
  const contentDrawn = useSyncExternalStore(subscribe, isDrawn, isDrawn);
  useEffect(() => {
    if (contentDrawn) return;
    const fallback = setTimeout(markPageContentDrawn, FALLBACK_MS);
    // not the home page: no mark will come, the first idle moment after its first render will do
    const cancelIdle = onHome ? undefined : whenIdle(markPageContentDrawn, IDLE_TIMEOUT_MS);
    return () => {
      clearTimeout(fallback);
      cancelIdle?.();
    };
  }, [contentDrawn, onHome]);
  return contentDrawn;
}

export function resetPageContentForTests() {
  drawn = false;
}
