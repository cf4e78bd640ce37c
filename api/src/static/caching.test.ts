import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistryRemote } from '@portal/shared';
import { homePreloadHints, preloadLinkHeader } from '../modules/remotes/preloadHints';
import { cacheRule, IMMUTABLE } from './caching';
import { registerStatic } from './index';
import { FileStorage } from '../storage';
import { DiskFileStore } from '../storage/disk';
import { etagMatches } from './shellPage';

// a built portal in a temp folder: the shell's page, one remote with two builds (v1 at the folder's
// root, v2 in a subfolder), each file also precompressed as the builds write them
const widgetsManifest = (chunk: string) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [{ path: './widgets', assets: { js: { sync: [chunk], async: [] }, css: { sync: [], async: [] } } }],
});

function news(manifestUrl: string): RegistryRemote {
  return {
    name: 'mf_news',
    title: 'News',
    routePrefixes: [],
    sidebar: [],
    widgets: [{ key: 'latest', slot: 'home-main' }],
    manifestUrl,
    previousUrl: null,
    updatedAt: new Date(0).toISOString(),
  } as RegistryRemote;
}

describe('static files: cache rules, ETags, the shell page and its hints', () => {
  let root: string;
  let app: FastifyInstance;
  let registry: RegistryRemote[];
  const write = (file: string, content: string) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
    fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content));
  };
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-caching-'));
    write('shell/dist/index.html', '<!doctype html><head></head><div id="root"></div>');
    write('shell/dist/static/js/main.1a2b3c4d.js', 'console.log("shell")');
    write('mf-news/dist/mf-manifest.json', JSON.stringify(widgetsManifest('static/js/widgets.11111111.js')));
    write('mf-news/dist/remoteEntry.js', 'var mf_news;');
    write('mf-news/dist/static/js/widgets.11111111.js', 'console.log(1)');
    write('mf-news/dist/v2/mf-manifest.json', JSON.stringify(widgetsManifest('static/js/widgets.22222222.js')));
    write('mf-news/dist/v2/remoteEntry.js', 'var mf_news2;');
    registry = [news('/mf/mf-news/mf-manifest.json')];
    app = Fastify();
    await registerStatic(app, {
      staticRoot: root,
      uploads: new FileStorage(new DiskFileStore(path.join(root, 'uploads'))),
      homePreloadLinks: async () => preloadLinkHeader(await homePreloadHints(root, registry)),
    });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('names the rule of each kind of file', () => {
    expect(cacheRule('/x/static/js/812.9f8e7d6c.js')).toBe('immutable');
    expect(cacheRule('/x/static/css/main.9f8e7d6c.css.br')).toBe('immutable');
    expect(cacheRule('/x/__federation_expose_widgets.9f8e7d6c.js.gz')).toBe('immutable');
    for (const f of ['mf-manifest.json', 'remoteEntry.js', 'remoteEntry.js.br', 'portal.json', 'index.html']) expect(cacheRule(`/x/${f}`), f).toBe('revalidate');
    expect(cacheRule('/x/logo.png')).toBe('short');
    expect(etagMatches('W/"abc", "def"', '"def"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });

  it('hashed files immutable, plain and precompressed', async () => {
    for (const url of ['/static/js/main.1a2b3c4d.js', '/mf/mf-news/static/js/widgets.11111111.js']) {
      for (const encoding of [undefined, 'br', 'gzip']) {
        const res = await get(url, encoding ? { 'accept-encoding': encoding } : {});
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe(IMMUTABLE);
        expect(res.headers['content-encoding']).toBe(encoding);
      }
    }
  });

  it('manifests and remote entries: revalidated with an ETag, 304 while unchanged, the new file once rebuilt', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      for (const encoding of [undefined, 'br', 'gzip']) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const first = await get(`/mf/mf-news/${file}`, headers);
        expect(first.statusCode).toBe(200);
        expect(first.headers['cache-control']).toBe('no-cache');
        const etag = first.headers.etag as string;
        expect(etag).toMatch(/^(W\/)?"/);
        const again = await get(`/mf/mf-news/${file}`, { ...headers, 'if-none-match': etag });
        expect(again.statusCode, `${file} ${encoding}`).toBe(304);
        expect(again.body).toBe('');
      }
    }
    const { etag } = (await get('/mf/mf-news/remoteEntry.js')).headers;
    write('mf-news/dist/remoteEntry.js', 'var mf_news; /* rebuilt */');
    const later = Date.now() / 1000 + 5;
    fs.utimesSync(path.join(root, 'mf-news/dist/remoteEntry.js'), later, later);
    const rebuilt = await get('/mf/mf-news/remoteEntry.js', { 'if-none-match': etag as string });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toContain('rebuilt');
  });

  it('the home page names the current registry’s remote files; its ETag follows the registry', async () => {
    const first = await get('/', { accept: 'text/html' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const link = String(first.headers.link ?? '');
    const entry = /<(\/mf\/mf-news\/remoteEntry\.js\?v=[0-9a-f]{12})>; rel=preload; as=script/.exec(link)?.[1];
    expect(entry).toBeDefined();
    // the entry by its version: kept a year (another build is another URL); by another version or none: revalidated
    expect((await get(entry!)).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get(entry!, { 'accept-encoding': 'br' })).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/mf/mf-news/remoteEntry.js?v=000000000000')).headers['cache-control']).toBe('no-cache');
    expect(link).toContain('</mf/mf-news/static/js/widgets.11111111.js>; rel=preload; as=script');
    // the page itself is the build's, untouched
    expect(first.body).toBe('<!doctype html><head></head><div id="root"></div>');
    const etag = first.headers.etag as string;
    expect((await get('/', { 'if-none-match': etag })).statusCode).toBe(304);

    // a registry switch: the next load names the other build's files, never the old ones
    registry = [news('/mf/mf-news/v2/mf-manifest.json')];
    const switched = await get('/', { 'if-none-match': etag });
    expect(switched.statusCode).toBe(200);
    expect(switched.headers.etag).not.toBe(etag);
    expect(switched.headers.link).toMatch(/<\/mf\/mf-news\/v2\/remoteEntry\.js\?v=[0-9a-f]{12}>/);
    expect(switched.headers.link).toContain('</mf/mf-news/v2/static/js/widgets.22222222.js>');
    expect(switched.headers.link).not.toContain('widgets.11111111.js');
    expect((await get('/', { 'if-none-match': switched.headers.etag as string })).statusCode).toBe(304);

    // a remote without home widgets any more: no hints at all
    registry = [{ ...news('/mf/mf-news/v2/mf-manifest.json'), widgets: [] }];
    expect((await get('/')).headers.link).toBeUndefined();
  });

  it('other pages: the shell page without the home hints, also with an ETag', async () => {
    const deep = await get('/locations/12', { accept: 'text/html' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toMatch(/text\/html/);
    expect(deep.body).toContain('<div id="root">');
    expect(deep.headers.link).toBeUndefined();
    expect((await get('/locations/12', { accept: 'text/html', 'if-none-match': deep.headers.etag as string })).statusCode).toBe(304);
    expect((await get('/api/v1/nothing', { accept: 'text/html' })).statusCode).toBe(404);
  });
});
