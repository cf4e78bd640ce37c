import { afterEach, describe, expect, it } from 'vitest';
import { bundledEntryPlugin, runBundledEntry } from './bundledEntries';

const here = (p: string) => new URL(p, location.href).href;

describe('remote entries from the home page’s bundle', () => {
  afterEach(() => {
    delete globalThis.__PORTAL_ENTRIES__;
    delete (globalThis as Record<string, unknown>).mf_news;
  });

  it('runs the entry kept under the URL the runtime asks for, once, with its own URL as the current script', () => {
    const seen: (string | undefined)[] = [];
    const container = { get() {}, init() {} };
    globalThis.__PORTAL_ENTRIES__ = {
      '/mf/mf-news/remoteEntry.js?v=abc': () => {
        // webpack's automatic public path reads this while the entry runs
        seen.push((document.currentScript as { src?: string } | null)?.src);
        return container;
      },
    };
    const plugin = bundledEntryPlugin() as unknown as { loadEntry(args: unknown): unknown };
    expect(plugin.loadEntry({ remoteInfo: { name: 'mf_news', entry: here('/mf/mf-news/remoteEntry.js?v=abc'), entryGlobalName: 'mf_news' } })).toBe(container);
    expect(seen).toEqual([here('/mf/mf-news/remoteEntry.js?v=abc')]);
    // the page's own currentScript is back, the container where a loaded entry puts it
    expect(document.currentScript).toBeNull();
    expect((globalThis as Record<string, unknown>).mf_news).toBe(container);
    // taken once: a Retry after a failure loads the file
    expect(runBundledEntry(here('/mf/mf-news/remoteEntry.js?v=abc'))).toBeUndefined();
  });

  it('nothing for another version, another origin, or no bundle: the runtime loads the file itself', () => {
    expect(runBundledEntry(here('/mf/mf-news/remoteEntry.js?v=abc'))).toBeUndefined();
    let ran = 0;
    globalThis.__PORTAL_ENTRIES__ = { '/mf/mf-news/remoteEntry.js?v=abc': () => ++ran };
    expect(runBundledEntry(here('/mf/mf-news/remoteEntry.js?v=def'))).toBeUndefined();
    expect(runBundledEntry('https://cdn.example/mf/mf-news/remoteEntry.js?v=abc')).toBeUndefined();
    expect(ran).toBe(0);
  });

  it('an entry that throws is reported to the runtime and leaves the page as it was', () => {
    globalThis.__PORTAL_ENTRIES__ = {
      '/mf/mf-news/remoteEntry.js': () => {
        throw new Error('broken build');
      },
    };
    expect(() => runBundledEntry(here('/mf/mf-news/remoteEntry.js'))).toThrow('broken build');
    expect(document.currentScript).toBeNull();
  });
});
