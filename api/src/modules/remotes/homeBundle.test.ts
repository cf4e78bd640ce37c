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
import { FileStorage } from '../../storage';
import { DiskFileStore } from '../../storage/disk';
import { HomeBundles } from './homeBundle';
import { homePreloadHints, homePreloads, preloadLinkTags } from './preloadHints';

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
      uploads: new FileStorage(new DiskFileStore(path.join(root, 'uploads'))),
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
    // no direct widgets here, but the registry is declared: the shell knows the bundle has run
    expect((page as { __PORTAL_HOME_WIDGETS__?: unknown }).__PORTAL_HOME_WIDGETS__).toEqual({});
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

  it('carries a remote’s direct widgets (home-widgets/) instead of its entry and chunks, under the same entry URL', async () => {
    const direct = (global: string, marker: string) => `${COMPILE_HINT}\nvar ${global};(()=>{"use strict";${global}={default:${JSON.stringify(marker)}}})();\n//# sourceMappingURL=widgets.js.map`;
    const requires = { react: '^19.0.0', antd: '^6.0.0' };
    write('mf-shop/dist/mf-manifest.json', JSON.stringify(manifest('s.66666666.js', ['s.66666666.css'])));
    write('mf-shop/dist/remoteEntry.js', entrySource('mf_shop', 'shop entry'));
    write('mf-shop/dist/s.66666666.js', chunkSource('mf_shop', 6));
    write('mf-shop/dist/home-widgets/widgets.77777777.js', direct('__portal_widgets_mf_shop', 'shop widgets'));
    write('mf-shop/dist/home-widgets/widgets.77777777.css', '.shop{}');
    write('mf-shop/dist/home-widgets/manifest.json', JSON.stringify({ js: 'widgets.77777777.js', css: ['widgets.77777777.css'], global: '__portal_widgets_mf_shop', requires }));
    const shop = remote('mf_shop', '/mf/mf-shop/mf-manifest.json');
    const shopBundles = new HomeBundles(root);
    const hints = await homePreloadHints(root, [shop], shopBundles);
    // its own stylesheet, not the federated expose's; no entry, no chunk
    expect(hints.map((h) => [h.href, h.as])).toEqual([
      ['/mf/mf-shop/home-widgets/widgets.77777777.css', 'style'],
      [expect.stringMatching(/^\/mf\/home-widgets\/[0-9a-f]{16}\.js$/), 'chunk'],
    ]);
    const bundle = shopBundles.get(hints[1]!.href.slice('/mf/home-widgets/'.length, -3))!;
    const source = bundle.body.toString();
    expect(source).not.toContain('shop entry');
    expect(source).not.toContain('sourceMappingURL');
    const page = runInPage(source) as ReturnType<typeof runInPage> & { __PORTAL_HOME_WIDGETS__?: Record<string, { url: string; css: string[]; requires: unknown; run: () => unknown }> };
    expect(page.__PORTAL_ENTRIES__).toBeUndefined();
    expect(page.rspackChunkmf_shop).toBeUndefined();
    const [key, widgets] = Object.entries(page.__PORTAL_HOME_WIDGETS__ ?? {})[0]!;
    expect(key).toMatch(/^\/mf\/mf-shop\/remoteEntry\.js\?v=[0-9a-f]{12}$/);
    expect(widgets.url).toBe('/mf/mf-shop/home-widgets/widgets.77777777.js');
    expect(widgets.css).toEqual(['/mf/mf-shop/home-widgets/widgets.77777777.css']);
    expect(widgets.requires).toEqual(requires);
    // nothing ran until called; then its `var` stays local and is the value
    expect(page.__portal_widgets_mf_shop).toBeUndefined();
    expect(widgets.run()).toEqual({ default: 'shop widgets' });
    expect(page.__portal_widgets_mf_shop).toBeUndefined();

    // every home widget direct: the page may leave the runtime for later; not with a remote that needs it
    expect((await homePreloads(root, [shop], shopBundles)).runtimeLater).toBe(true);
    expect((await homePreloads(root, [shop, remote('mf_trivia', '/mf/mf-trivia/mf-manifest.json')], new HomeBundles(root))).runtimeLater).toBe(false);
    expect((await homePreloads(root, [], new HomeBundles(root))).runtimeLater).toBe(false);

    // a rebuild of the direct widgets is another bundle
    write('mf-shop/dist/home-widgets/widgets.88888888.js', direct('__portal_widgets_mf_shop', 'shop widgets v2'));
    write('mf-shop/dist/home-widgets/manifest.json', JSON.stringify({ js: 'widgets.88888888.js', css: [], global: '__portal_widgets_mf_shop', requires }));
    const later = Date.now() / 1000 + 10;
    fs.utimesSync(path.join(root, 'mf-shop/dist/home-widgets/manifest.json'), later, later);
    const rebuilt = await homePreloadHints(root, [shop], shopBundles);
    expect(rebuilt.map((h) => h.as)).toEqual(['chunk']);
    expect(shopBundles.get(rebuilt[0]!.href.slice('/mf/home-widgets/'.length, -3))!.body.toString()).toContain('shop widgets v2');
  });

  it('ignores a direct manifest of another shape: the remote is bundled by its entry and chunks', async () => {
    const bad = [
      { js: '../../mf-trivia/dist/t.33333333.js', css: [], global: 'x', requires: {} },
      { js: 'widgets.1.js', css: ['/etc/passwd.css'], global: 'x', requires: {} },
      { js: 'widgets.1.js', css: [], global: 'x; alert(1)', requires: {} },
      { js: 'widgets.1.js', css: [], global: 'x', requires: { react: 19 } },
      'not json',
    ];
    for (const [i, manifestBody] of bad.entries()) {
      const dir = `mf-bad${'abcde'[i]}`;
      write(`${dir}/dist/mf-manifest.json`, JSON.stringify(manifest('b.99999999.js')));
      write(`${dir}/dist/remoteEntry.js`, entrySource(`mf_bad${'abcde'[i]}`, 'bad entry'));
      write(`${dir}/dist/b.99999999.js`, chunkSource(`mf_bad${'abcde'[i]}`, 9));
      write(`${dir}/dist/home-widgets/widgets.1.js`, 'var x = 1;');
      write(`${dir}/dist/home-widgets/manifest.json`, typeof manifestBody === 'string' ? manifestBody : JSON.stringify(manifestBody));
      const badBundles = new HomeBundles(root);
      const hints = await homePreloadHints(root, [remote(`mf_bad${'abcde'[i]}`, `/mf/${dir}/mf-manifest.json`)], badBundles);
      const source = badBundles.get(hints.at(-1)!.href.slice('/mf/home-widgets/'.length, -3))!.body.toString();
      expect(source, JSON.stringify(manifestBody)).toContain('bad entry');
      expect(source).not.toContain('={url:');
    }
  });
});
