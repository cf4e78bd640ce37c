import { describe, expect, it } from 'vitest';
import { shellPage, shellPageCache } from './shellPage';

const INDEX = '<!doctype html><head><script defer src="/main.1.js"></script></head><body></body>';
const HINTS = '</mf/mf-news/remoteEntry.js?v=1>; rel=preload; as=script; fetchpriority=low';

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
    expect(switched.links).toContain('v=2');
    // the page itself is never rewritten
    expect(switched.html).toBe(INDEX);
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
});
