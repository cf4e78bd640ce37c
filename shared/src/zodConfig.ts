import { z } from 'zod';

/**
 * In a browser, zod parses without compiling (`jitless`): the pages' Content-Security-Policy has no 'unsafe-eval', so
 * zod's probe for `new Function` would be blocked and reported as a violation on every page. On the servers (no CSP)
 * zod keeps its compiled parsers. Imported first by every `@portal/shared` entry that carries schemas.
 */
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });
