import { prefetchAntdWhenIdle } from '../antd';
import { markPageContentDrawn } from '../Layout/pageContent';
import { whenIdle } from '../idle';
import { warmDirectlyLoadedRemotes } from '../registry/federation';

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
  // and the runtime with the entries of the remotes whose widgets came without it (registry/homeWidgets)
  whenIdle(warmDirectlyLoadedRemotes, 2000);
}

export function resetHomeInteractiveForTests() {
  marked = false;
}
