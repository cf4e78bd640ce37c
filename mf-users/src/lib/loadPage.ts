/** A full page load (not a router move): the shell must start again to verify a new session token. */
export function loadPage(path: string) {
  window.location.assign(path);
}
