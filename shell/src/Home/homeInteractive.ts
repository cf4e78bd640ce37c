/** The benchmark reads this mark: the home page and its widgets have rendered (or failed) once. */
export const HOME_INTERACTIVE_MARK = 'home-interactive';
let marked = false;

export function markHomeInteractive() {
  if (marked || typeof performance === 'undefined' || !performance.mark) return;
  marked = true;
  performance.mark(HOME_INTERACTIVE_MARK);
}

export function resetHomeInteractiveForTests() {
  marked = false;
}
