import { prefetchAntdWhenIdle } from '../antd';
import { markPageContentDrawn } from '../Layout/pageContent';

/** The benchmark reads this mark: the home page and its widgets have rendered (or failed) once. */
export const HOME_INTERACTIVE_MARK = 'home-interactive';
let marked = false;

export function markHomeInteractive() {
  if (marked || typeof performance === 'undefined' || !performance.mark) return;
  marked = true;
  performance.mark(HOME_INTERACTIVE_MARK);
  // page-wide widgets (the assistant launcher) come now, after the first screen
  markPageContentDrawn();
  // the home page is up: now (when idle) fetch antd, which every remote area uses
  prefetchAntdWhenIdle();
}

export function resetHomeInteractiveForTests() {
  marked = false;
}
