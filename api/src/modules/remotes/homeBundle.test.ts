import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, type RegistryRemote } from '@portal/shared';
import { IMMUTABLE } from '../../static/caching';
import { registerStatic } from '../../static';
import { HomeBundles } from './homeBundle';
import { homePreloadHints, preloadLinkTags } from './preloadHints';

// two remotes as our builds write them: an entry declaring its `var` global, a widgets chunk that pushes to the remote's
// chunk list; one more on another host (never bundled)
const manifest = (chunk: string, css: string[] = []) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [{ path: './widgets', assets: { js: { sync: [chunk], async: [] }, css: { sync: css, async: [] } } }],
});
const entrySource = (global: string, marker: string) =>
  `${COMPILE_HINT}\nvar ${global};(()=>{"use strict";${global}={marker:${JSON.stringify(marker)},strict:(function(){return this===undefined})()}})();\n//# sourceMappingURL=remoteEntry.js.map`;
const chunkSource = (remote: string, id: number) =>
  `"use strict";(self.rspackChunk${remote}=self.rspackChunk${remote}||[]).push([[${id}],{strict:(function(){return this===undefined})()}]);\n//# sourceMappingURL=x.js.map`;

function remote(name: string, manifestUrl: string): RegistryRemote {
  return { name, title: name, routePrefixes: [], sidebar: [], widgets: [{ key: 'w', slot: 'home-main' }], manifestUrl, previousUrl: null, updatedAt: new Date(0).toISOString() } as RegistryRemote;
}

/** Runs a bundle as a page would, in a context of its own: what it left on the global object. */
function runInPage(source: string) {
  const page: Record<string, unknown> = {};
  page.self = page;
  vm.runInNewContext(source, page);
  return page as { __PORTAL_ENTRIES__?: Record<string, () => { marker: string; strict: boolean }>; [chunks: string]: unknown };
}

describe('the home widgets’ bundle', () => {
  let root: string;
  let app: FastifyInstance;
  let registry: RegistryRemote[];
  let bundles: HomeBundles;
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const bundleUrl = (html: string) => /<script async src="(\/mf\/home-widgets\/[0-9a-f]{16}\.js)"/.exec(html)?.[1];

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'home-bundle-'));
    write('shell/dist/index.html', '<!doctype html><head><meta name="portal-remote-preloads" /></head><div id="root"></div>');
    write('mf-news/dist/mf-manifest.json', JSON.stringify(manifest('w.11111111.js', ['w.11111111.css'])));
    write('mf-news/dist/remoteEntry.js', entrySource('mf_news', 'news v1'));
    write('mf-news/dist/w.11111111.js', chunkSource('mf_news', 1));
    write('mf-news/dist/v2/mf-manifest.json', JSON.stringify(manifest('w.22222222.js')));
    write('mf-news/dist/v2/remoteEntry.js', entrySource('mf_news', 'news v2'));
    write('mf-news/dist/v2/w.22222222.js', chunkSource('mf_news', 2));
    write('mf-trivia/dist/mf-manifest.json', JSON.stringify(manifest('t.33333333.js')));
    write('mf-trivia/dist/remoteEntry.js', entrySource('mf_trivia', 'trivia'));
    write('mf-trivia/dist/t.33333333.js', chunkSource('mf_trivia', 3));
    registry = [remote('mf_news', '/mf/mf-news/mf-manifest.json'), remote('mf_trivia', '/mf/mf-trivia/mf-manifest.json')];
    bundles = new HomeBundles(root);
    app = Fastify();
    await registerStatic(app, {
      staticRoot: root,
      uploadsDir: path.join(root, 'uploads'),
      homePreloadLinks: async () => preloadLinkTags(await homePreloadHints(root, registry, bundles)),
      homeBundle: async (hash) => bundles.get(hash),
    });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('the page names one script for the entries and widget chunks, and each stylesheet', async () => {
    const page = await get('/', { accept: 'text/html' });
    const url = bundleUrl(page.body);
    expect(url).toBeDefined();
    expect(page.body).toContain('<link rel="preload" href="/mf/mf-news/w.11111111.css" as="style"');
    expect(page.body).not.toContain('remoteEntry.js');
    expect(page.body).not.toContain('w.11111111.js');
    for (const encoding of [undefined, 'gzip', 'br']) {
      const res = await get(url!, encoding ? { 'accept-encoding': encoding } : {});
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['content-encoding']).toBe(encoding);
      const body = encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? zlib.gunzipSync(res.rawPayload) : res.rawPayload;
      expect(body.toString().startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    }
  });

  it('run in a page: chunks join their remote’s chunk list in strict mode, entries wait under their URL until called', async () => {
    const source = (await get(bundleUrl((await get('/')).body)!)).body;
    expect(source).not.toContain('sourceMappingURL');
    const page = runInPage(source);
    expect(page.rspackChunkmf_news).toEqual([[[1], { strict: true }]]);
    expect(page.rspackChunkmf_trivia).toEqual([[[3], { strict: true }]]);
    // nothing ran: no container global until the shell's hook calls the function
    expect(page.mf_news).toBeUndefined();
    const keys = Object.keys(page.__PORTAL_ENTRIES__ ?? {});
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^\/mf\/mf-news\/remoteEntry\.js\?v=[0-9a-f]{12}$/);
    expect(page.__PORTAL_ENTRIES__![keys[0]!]!()).toEqual({ marker: 'news v1', strict: true });
    expect(page.__PORTAL_ENTRIES__![keys[1]!]!().marker).toBe('trivia');
  });

  it('follows the registry and the files: a switch or a rebuild is another bundle; an unknown one is a 404', async () => {
    const first = bundleUrl((await get('/')).body)!;
    expect(bundleUrl((await get('/')).body)).toBe(first);
    registry = [remote('mf_news', '/mf/mf-news/v2/mf-manifest.json'), remote('mf_trivia', '/mf/mf-trivia/mf-manifest.json')];
    const switched = bundleUrl((await get('/')).body)!;
    expect(switched).not.toBe(first);
    const source = (await get(switched)).body;
    expect(source).toContain('news v2');
    expect(source).not.toContain('news v1');
    // the page written just before the switch still gets its bundle
    expect((await get(first)).statusCode).toBe(200);

    write('mf-trivia/dist/t.33333333.js', chunkSource('mf_trivia', 4));
    const later = Date.now() / 1000 + 5;
    fs.utimesSync(path.join(root, 'mf-trivia/dist/t.33333333.js'), later, later);
    const rebuilt = bundleUrl((await get('/')).body)!;
    expect(rebuilt).not.toBe(switched);
    expect((await get(rebuilt)).body).toContain('[[4]');

    for (const url of ['/mf/home-widgets/0000000000000000.js', '/mf/home-widgets/nothing.js', '/mf/home-widgets/..%2F..%2Fetc.js']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('leaves out what it cannot bundle: another host, an entry of another shape, a missing file', async () => {
    write('mf-odd/dist/mf-manifest.json', JSON.stringify(manifest('o.44444444.js')));
    write('mf-odd/dist/remoteEntry.js', 'export const get = () => {};');
    write('mf-odd/dist/o.44444444.js', chunkSource('mf_odd', 5));
    write('mf-gone/dist/mf-manifest.json', JSON.stringify(manifest('g.55555555.js')));
    write('mf-gone/dist/remoteEntry.js', entrySource('mf_gone', 'gone'));
    const odd = await homePreloadHints(root, [remote('mf_odd', '/mf/mf-odd/mf-manifest.json')], new HomeBundles(root));
    expect(odd.map((h) => h.href)).toEqual([expect.stringMatching(/^\/mf\/mf-odd\/remoteEntry\.js\?v=/), '/mf/mf-odd/o.44444444.js']);
    const gone = await homePreloadHints(root, [remote('mf_gone', '/mf/mf-gone/mf-manifest.json')], new HomeBundles(root));
    expect(gone.some((h) => h.href.startsWith('/mf/home-widgets/'))).toBe(false);
    expect(gone.map((h) => h.as)).toEqual(['script', 'chunk']);
    const elsewhere = { ...remote('mf_far', 'http://127.0.0.1:9/mf-manifest.json') };
    const mixed = await homePreloadHints(root, [elsewhere, remote('mf_trivia', '/mf/mf-trivia/mf-manifest.json')], new HomeBundles(root));
    expect(mixed.map((h) => h.href)).toEqual([expect.stringMatching(/^\/mf\/home-widgets\/[0-9a-f]{16}\.js$/)]);
  });
});
