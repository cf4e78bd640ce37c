import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInstance, loadRemote } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import { buildRemote } from '../test/fixtures';
import { loadDirectHomeWidgets, sharesSatisfied } from './homeWidgets';
import { loadRemoteWidgets, registerRegistry, resetRemote } from './federation';

vi.mock('@module-federation/enhanced/runtime', () => import('../test/fakeFederationRuntime'));

const here = (p: string) => new URL(p, location.href).href;
type Globals = { __PORTAL_HOME_WIDGETS__?: Record<string, unknown>; __PORTAL_SHARED_MODULES__?: Record<string, unknown> };
const g = globalThis as typeof globalThis & Globals;

/** What the home bundle registers for one remote; `run` records what it saw while it ran. */
function direct(value: unknown, seen: { src?: string; react?: unknown }[] = [], css: string[] = []) {
  return {
    url: '/mf/mf-shop/home-widgets/widgets.1234567890.js',
    css,
    requires: { react: '^19.0.0' },
    run: () => {
      seen.push({ src: (document.currentScript as { src?: string } | null)?.src, react: g.__PORTAL_SHARED_MODULES__?.react });
      return value;
    },
  };
}

/** jsdom loads no stylesheet: answer each new one as the browser would. */
function loadStylesheets() {
  const observer = new MutationObserver(() => {
    for (const link of document.querySelectorAll('link[rel="stylesheet"]')) link.dispatchEvent(new Event('load'));
  });
  observer.observe(document.head, { childList: true });
  return observer;
}

describe('home widgets without the federation runtime', () => {
  afterEach(() => {
    delete g.__PORTAL_HOME_WIDGETS__;
    delete g.__PORTAL_SHARED_MODULES__;
    document.head.innerHTML = '';
    vi.mocked(loadRemote).mockReset();
  });

  it('runs the bundle’s build for exactly the registered entry, once, as its own script, with the shell’s React', async () => {
    const seen: { src?: string; react?: unknown }[] = [];
    const module = { default: ['widget'] };
    g.__PORTAL_HOME_WIDGETS__ = { '/mf/mf-shop/remoteEntry.js?v=abc': direct(module, seen) };
    expect(await loadDirectHomeWidgets(here('/mf/mf-shop/remoteEntry.js?v=def'))).toBeUndefined();
    expect(await loadDirectHomeWidgets('https://cdn.example/mf/mf-shop/remoteEntry.js?v=abc')).toBeUndefined();
    expect(seen).toEqual([]);
    expect(await loadDirectHomeWidgets(here('/mf/mf-shop/remoteEntry.js?v=abc'))).toBe(module);
    expect(seen).toEqual([{ src: here('/mf/mf-shop/home-widgets/widgets.1234567890.js'), react: React }]);
    expect(document.currentScript).toBeNull();
    // taken once: a Retry goes through the runtime
    expect(await loadDirectHomeWidgets(here('/mf/mf-shop/remoteEntry.js?v=abc'))).toBeUndefined();
  });

  it('gives the lazy shares as promises, fetched only when a module asks for them', async () => {
    g.__PORTAL_HOME_WIDGETS__ = { '/mf/mf-shop/remoteEntry.js': direct(Promise.resolve({ default: [] })) };
    expect(await loadDirectHomeWidgets(here('/mf/mf-shop/remoteEntry.js'))).toEqual({ default: [] });
    const shared = g.__PORTAL_SHARED_MODULES__!;
    expect(Object.keys(shared)).toEqual(expect.arrayContaining(['react', 'react-router-dom', '@portal/shared/react', 'antd', '@portal/shared']));
    const root = shared['@portal/shared'] as Promise<Record<string, unknown>>;
    expect(root).toBe(shared['@portal/shared']);
    expect(typeof (await root).remoteDescriptor).toBe('object');
  });

  it('waits for its stylesheets, inserted once', async () => {
    const observer = loadStylesheets();
    g.__PORTAL_HOME_WIDGETS__ = { '/mf/mf-shop/remoteEntry.js': direct({ default: [] }, [], ['/mf/mf-shop/home-widgets/widgets.1.css']) };
    await loadDirectHomeWidgets(here('/mf/mf-shop/remoteEntry.js'));
    observer.disconnect();
    expect([...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => (l as HTMLLinkElement).href)).toEqual([here('/mf/mf-shop/home-widgets/widgets.1.css')]);
  });

  it('waits for the page’s bundle when it has not run yet', async () => {
    const script = document.createElement('script');
    script.setAttribute('src', '/mf/home-widgets/0123456789abcdef.js');
    document.head.appendChild(script);
    const loading = loadDirectHomeWidgets(here('/mf/mf-shop/remoteEntry.js'));
    await new Promise((r) => setTimeout(r, 10));
    g.__PORTAL_HOME_WIDGETS__ = { '/mf/mf-shop/remoteEntry.js': direct({ default: 'late' }) };
    script.dispatchEvent(new Event('load'));
    expect(await loading).toEqual({ default: 'late' });
  });

  it('does not wait when the bundle has run with nothing for this remote', async () => {
    const script = document.createElement('script');
    script.setAttribute('src', '/mf/home-widgets/0123456789abcdef.js');
    document.head.appendChild(script);
    g.__PORTAL_HOME_WIDGETS__ = {};
    // the clock stands still: a wait for the bundle's load event (or its time-out) would never end
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      expect(await loadDirectHomeWidgets(here('/mf/mf-shop/remoteEntry.js'))).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves to the runtime a build that asks for a share the shell does not provide', async () => {
    expect(sharesSatisfied({ react: '^19.0.0', antd: '^6.0.0' })).toBe(true);
    expect(sharesSatisfied({ 'left-pad': '^1.0.0' })).toBe(false);
    g.__PORTAL_HOME_WIDGETS__ = { '/mf/mf-shop/remoteEntry.js': { ...direct({ default: [] }), requires: { 'left-pad': '^1.0.0' } } };
    expect(await loadDirectHomeWidgets(here('/mf/mf-shop/remoteEntry.js'))).toBeUndefined();
  });

  it('through loadRemoteWidgets: the direct build’s widgets without the runtime, the runtime after a Retry', async () => {
    registerRegistry([buildRemote({ name: 'mf_shop', entryUrl: '/mf/mf-shop/remoteEntry.js?v=1' })]);
    g.__PORTAL_HOME_WIDGETS__ = { '/mf/mf-shop/remoteEntry.js?v=1': direct({ default: ['direct'] }) };
    expect(await loadRemoteWidgets('mf_shop')).toEqual(['direct']);
    expect(loadRemote).not.toHaveBeenCalled();
    expect(createInstance).not.toHaveBeenCalled();
    expect(window.__PORTAL__?.loadedRemotes).toContain('mf_shop');
    resetRemote('mf_shop');
    vi.mocked(loadRemote).mockResolvedValue({ default: ['federated'] });
    expect(await loadRemoteWidgets('mf_shop')).toEqual(['federated']);
    expect(vi.mocked(loadRemote).mock.calls.map((c) => c[0])).toEqual(['mf_shop/widgets']);
  });
});
