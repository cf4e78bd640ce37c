import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistryRemote } from '@portal/shared';
import { readManifestInfo } from './manifests';
import { exposePreloadHints, homePreloadHints, preloadLinkHeader } from './preloadHints';

const manifest = (widgetsJs: string[], widgetsCss: string[] = []) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    { path: './routes', assets: { js: { sync: ['routes.aaaaaaaa.js'], async: [] }, css: { sync: [], async: [] } } },
    { path: './widgets', assets: { js: { sync: widgetsJs, async: ['later.bbbbbbbb.js'] }, css: { sync: widgetsCss, async: [] } } },
  ],
});

function remote(name: string, folder: string, widgets: RegistryRemote['widgets']): RegistryRemote {
  return {
    name,
    title: name,
    routePrefixes: [],
    sidebar: [],
    widgets,
    manifestUrl: `/mf/${folder}/mf-manifest.json`,
    previousUrl: null,
    updatedAt: new Date(0).toISOString(),
  } as RegistryRemote;
}

describe('home preload hints', () => {
  let root: string;
  const write = (file: string, content: unknown) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
  };
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'preload-hints-'));
    write('mf-news/dist/mf-manifest.json', manifest(['__federation_expose_widgets.12345678.js'], ['__federation_expose_widgets.12345678.css']));
    write('mf-admin/dist/mf-manifest.json', manifest(['admin-widgets.12345678.js']));
    // a manifest naming files outside its folder, or not JS/CSS: those names are dropped
    write('mf-evil/dist/mf-manifest.json', manifest(['../../shell/dist/x.js', 'https://evil.example/a.js', 'a.js"><script>', 'ok.12345678.js']));
    write('mf-broken/dist/mf-manifest.json', '{ not json');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("reads the remote entry and each expose's files from a manifest, beside it or at its public path", async () => {
    const info = await readManifestInfo(root, '/mf/mf-news/mf-manifest.json');
    expect(info?.entryUrl).toBe('/mf/mf-news/remoteEntry.js');
    expect(info?.exposes.get('./routes')).toEqual({ js: ['/mf/mf-news/routes.aaaaaaaa.js'], css: [] });
    write('mf-cdn/dist/mf-manifest.json', { ...manifest([]), metaData: { publicPath: 'https://cdn.example/news/v2', remoteEntry: { name: 'remoteEntry.js', path: '' } } });
    expect((await readManifestInfo(root, '/mf/mf-cdn/mf-manifest.json'))?.entryUrl).toBe('https://cdn.example/news/v2/remoteEntry.js');
    // unreadable: null (the registry then leaves the shell to the manifest)
    expect(await readManifestInfo(root, '/mf/mf-broken/mf-manifest.json')).toBeNull();
    expect(await readManifestInfo(root, '/mf/mf-gone/mf-manifest.json')).toBeNull();
    expect(await readManifestInfo(root, 'http://127.0.0.1:9/mf-manifest.json')).toBeNull();
    // a rebuilt manifest is read again
    write('mf-news/dist/mf-manifest.json', {
      ...manifest(['__federation_expose_widgets.12345678.js'], ['__federation_expose_widgets.12345678.css']),
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: 'v3' } },
    });
    const later = Date.now() / 1000 + 5;
    fs.utimesSync(path.join(root, 'mf-news/dist/mf-manifest.json'), later, later);
    expect((await readManifestInfo(root, '/mf/mf-news/mf-manifest.json'))?.entryUrl).toBe('/mf/mf-news/v3/remoteEntry.js');
    write('mf-news/dist/mf-manifest.json', manifest(['__federation_expose_widgets.12345678.js'], ['__federation_expose_widgets.12345678.css']));
    fs.utimesSync(path.join(root, 'mf-news/dist/mf-manifest.json'), later + 5, later + 5);
  });

  it("reads what the build needs of each shared singleton (the registry's requires), not its libraries, nothing odd", async () => {
    write('mf-skew/dist/mf-manifest.json', {
      ...manifest([]),
      shared: [
        { name: 'react', requiredVersion: '^18.0.0', singleton: true },
        { name: '@portal/shared/core', requiredVersion: '^0.1.0', singleton: true },
        { name: 'zod', requiredVersion: '^4.0.0', singleton: false },
        { name: 'x"><script>', requiredVersion: '^1.0.0', singleton: true },
        { name: 'antd', requiredVersion: { evil: true }, singleton: true },
      ],
    });
    expect((await readManifestInfo(root, '/mf/mf-skew/mf-manifest.json'))?.requires).toEqual({ react: '^18.0.0', '@portal/shared/core': '^0.1.0' });
  });

  it('names the remote entry and the sync files of ./widgets', async () => {
    const hints = await exposePreloadHints(root, '/mf/mf-news/mf-manifest.json', './widgets');
    expect(hints).toEqual([
      { href: '/mf/mf-news/remoteEntry.js', as: 'script' },
      { href: '/mf/mf-news/__federation_expose_widgets.12345678.css', as: 'style' },
      { href: '/mf/mf-news/__federation_expose_widgets.12345678.js', as: 'script' },
    ]);
  });

  it('only for remotes with a home widget; unreadable or hostile manifests give no bad hint', async () => {
    const hints = await homePreloadHints(root, [
      remote('mf_news', 'mf-news', [{ key: 'carousel', slot: 'home-main' }]),
      remote('mf_admin', 'mf-admin', []),
      remote('mf_evil', 'mf-evil', [{ key: 'x', slot: 'home-side' }]),
      remote('mf_broken', 'mf-broken', [{ key: 'x', slot: 'home-main' }]),
      remote('mf_gone', 'mf-gone', [{ key: 'x', slot: 'home-main' }]),
    ]);
    const hrefs = hints.map((h) => h.href);
    expect(hrefs.filter((h) => h.startsWith('/mf/mf-news/'))).toHaveLength(3);
    expect(hrefs.some((h) => h.includes('admin'))).toBe(false);
    expect(hrefs.filter((h) => h.startsWith('/mf/mf-evil/'))).toEqual(['/mf/mf-evil/remoteEntry.js', '/mf/mf-evil/ok.12345678.js']);
    expect(hrefs.some((h) => h.includes('broken') || h.includes('gone'))).toBe(false);
  });

  it('writes a low-priority Link header whose targets cannot break out of <…> or the header', () => {
    const header = preloadLinkHeader([
      { href: '/mf/a/mf-manifest.json', as: 'fetch' },
      { href: '/mf/a/remoteEntry.js?a=1&b="2"', as: 'script' },
      { href: '/mf/a/chunk.js>; rel=stylesheet, <x', as: 'script' },
    ]);
    const parts = header.split(', ');
    expect(parts).toHaveLength(3);
    expect(parts[0]).toBe('</mf/a/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous; fetchpriority=low');
    expect(parts[1]).toBe('</mf/a/remoteEntry.js?a=1&b=%222%22>; rel=preload; as=script; fetchpriority=low');
    expect(parts[2]).toMatch(/^<\/mf\/a\/chunk\.js%3E;%20rel=stylesheet,?%20%3Cx>; rel=preload; as=script; fetchpriority=low$/);
    expect(preloadLinkHeader([])).toBe('');
  });
});
