import { describe, expect, it } from 'vitest';
import { shellPage, shellPageCache } from './shellPage';

const INDEX = '<!doctype html><head><script defer src="/main.1.js"></script></head><body><meta name="portal-remote-preloads"></body>';
const HINTS = '<link rel="preload" href="/mf/mf-news/remoteEntry.js?v=1" as="script" />';

describe('shellPageCache', () => {
  it('builds a page once per index.html and hints, and again as soon as either changes', () => {
    const pageOf = shellPageCache();
    const home = pageOf(INDEX, HINTS);
    expect(home).toEqual(shellPage(INDEX, HINTS));
    expect(pageOf(INDEX, HINTS)).toBe(home);
    const bare = pageOf(INDEX, '');
    expect(bare.etag).not.toBe(home.etag);
    expect(pageOf(INDEX, HINTS)).toBe(home); // both kept

    // a registry switch: other hints, another page and ETag
    const switched = pageOf(INDEX, HINTS.replace('v=1', 'v=2'));
    expect(switched.html).toContain('v=2');
    expect(switched.etag).not.toBe(home.etag);
    // a new shell build: the same hints in the new page
    const rebuilt = pageOf(INDEX.replace('main.1', 'main.2'), HINTS);
    expect(rebuilt.html).toContain('main.2.js');
    expect(rebuilt.etag).not.toBe(home.etag);
    expect(pageOf(INDEX.replace('main.1', 'main.2'), HINTS)).toBe(rebuilt);
  });

  it('keeps only the last few pages', () => {
    const pageOf = shellPageCache(2);
    const first = pageOf(INDEX, 'a');
    pageOf(INDEX, 'b');
    pageOf(INDEX, 'c');
    expect(pageOf(INDEX, 'a')).not.toBe(first);
    expect(pageOf(INDEX, 'a')).toEqual(first);
  });

  it('leaves out the federation chunks’ scripts only when asked (a home page whose widgets need no runtime)', () => {
    const runtime = '<script async data-portal-runtime fetchpriority="low" src="/federation-runtime.1.js"></script><script async data-portal-runtime fetchpriority="low" src="/federation.1.js"></script>';
    const index = INDEX.replace('</head>', `${runtime}</head>`);
    const pageOf = shellPageCache();
    const now = pageOf(index, HINTS);
    const later = pageOf(index, HINTS, true);
    expect(now.html).toContain(runtime);
    expect(later.html).not.toContain('federation');
    expect(later.html).toContain('<script defer src="/main.1.js"></script>');
    expect(later.html).toContain(HINTS);
    expect(later.etag).not.toBe(now.etag);
    expect(pageOf(index, HINTS)).toBe(now);
    expect(pageOf(index, HINTS, true)).toBe(later);
  });
});
