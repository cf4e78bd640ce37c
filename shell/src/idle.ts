type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Runs `callback` at the browser's next idle moment, at most `timeoutMs` from now; where the browser has no
 * `requestIdleCallback` (Safari, jsdom), after `fallbackMs`. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs: number, fallbackMs = timeoutMs): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback) {
    const id = w.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => w.cancelIdleCallback?.(id);
  }
  const timer = setTimeout(callback, fallbackMs);
  return () => clearTimeout(timer);
}
