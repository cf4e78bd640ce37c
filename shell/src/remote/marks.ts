/** Read by the benchmark: `remote-rendered:<name>` once a remote's routes first rendered in this page. */
export const REMOTE_RENDERED_MARK = 'remote-rendered:';
const marked = new Set<string>();

export function markRemoteRendered(name: string) {
  if (marked.has(name) || typeof performance === 'undefined' || !performance.mark) return;
  marked.add(name);
  performance.mark(`${REMOTE_RENDERED_MARK}${name}`);
}
