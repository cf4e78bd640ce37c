/**
 * Which manifest URLs the registry accepts (issue 43): a path under the portal's own remotes folder, or an absolute
 * https address (http only on a loopback host, for development; PORTAL_REMOTE_URLS sets others at start). Refused:
 * protocol-relative `//host/…`, `/\host/…`, encoded slashes (`/%2F%2Fhost/…`), dot segments (`/../..`), credentials,
 * whitespace and control characters. One rule for the page's form and the api.
 */
export const REMOTES_BASE_PATH = '/mf/';
export const MANIFEST_URL_MESSAGE = `The manifest URL must be a path under ${REMOTES_BASE_PATH} or an absolute https address.`;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
// whitespace, control characters, backslashes: never part of a URL we serve
const FORBIDDEN = /[\s\u0000-\u001f\u007f\\]/;

/** The URL as stored (an absolute one normalised by the URL parser), or null when it is refused. */
export function normaliseManifestUrl(value: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 500 || FORBIDDEN.test(value)) return null;
  if (value.startsWith('/')) return localPath(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return url.href;
  return null;
}

function localPath(value: string): string | null {
  if (value.startsWith('//')) return null;
  // an encoded slash, backslash or dot hides what the path is: a server or browser may decode it later
  if (/%(2f|5c|2e)/i.test(value)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value.split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  if (FORBIDDEN.test(decoded) || decoded.startsWith('//')) return null;
  const segments = decoded.split('/');
  if (segments.some((s) => s === '.' || s === '..')) return null;
  if (!decoded.startsWith(REMOTES_BASE_PATH) || decoded.length === REMOTES_BASE_PATH.length) return null;
  return value;
}
