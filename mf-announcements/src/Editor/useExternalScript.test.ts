import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useExternalScript } from './useExternalScript';

const SRC = 'https://scripts.example.test/widget.js';
const tags = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter((s) => s.getAttribute('src') === SRC);
let loaded = false;
const isReady = () => loaded;

afterEach(() => {
  tags().forEach((s) => s.remove());
  loaded = false;
});

describe('useExternalScript', () => {
  it('is ready at once, with no tag added, when the script’s global is already there', () => {
    loaded = true;
    const { result } = renderHook(() => useExternalScript(SRC, isReady));
    expect(result.current.status).toBe('ready');
    expect(tags()).toHaveLength(0);
  });

  it('adds one tag and is ready when it loads with its global', () => {
    const { result } = renderHook(() => useExternalScript(SRC, isReady));
    expect(result.current.status).toBe('loading');
    expect(tags()).toHaveLength(1);
    loaded = true;
    act(() => void tags()[0]!.dispatchEvent(new Event('load')));
    expect(result.current.status).toBe('ready');
  });

  it('fails when the script loads without its global; a retry is loading again on a fresh tag', () => {
    const { result } = renderHook(() => useExternalScript(SRC, isReady));
    const first = tags()[0]!;
    act(() => void first.dispatchEvent(new Event('load')));
    expect(result.current.status).toBe('failed');
    expect(first.dataset.failed).toBe('true');

    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    expect(tags()).toHaveLength(1);
    expect(tags()[0]).not.toBe(first);
    loaded = true;
    act(() => void tags()[0]!.dispatchEvent(new Event('load')));
    expect(result.current.status).toBe('ready');
  });

  it('starts again for another script: loading until that one settles', () => {
    const { result, rerender } = renderHook(({ src }) => useExternalScript(src, isReady), { initialProps: { src: SRC } });
    act(() => void tags()[0]!.dispatchEvent(new Event('error')));
    expect(result.current.status).toBe('failed');
    rerender({ src: `${SRC}?v=2` });
    expect(result.current.status).toBe('loading');
    document.querySelectorAll(`script[src="${SRC}?v=2"]`).forEach((s) => s.remove());
  });
});
