/**
 * One remote composing another's exposed module (e.g. the calendar's /new-calendar showing mf_trivia's `./adminForms`):
 * the shell owns the federation runtime and registers its loader here at start; a remote asks through this (a shared
 * singleton, so it reaches the shell's copy). Loads are cached by the shell; a failure rejects.
 */
type RemoteExposeLoader = (remote: string, expose: string) => Promise<unknown>;

let loader: RemoteExposeLoader | null = null;

export function setRemoteExposeLoader(next: RemoteExposeLoader | null): void {
  loader = next;
}

export function loadRemoteExpose<T>(remote: string, expose: string): Promise<T> {
  if (!loader) return Promise.reject(new Error(`${remote}/${expose} cannot be loaded outside the portal.`));
  return loader(remote, expose.replace(/^\.\//, '')) as Promise<T>;
}
