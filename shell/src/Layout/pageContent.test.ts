import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { markPageContentDrawn, resetPageContentForTests, usePageContentDrawn } from './pageContent';
import { markHomeInteractive, resetHomeInteractiveForTests } from '../Home/homeInteractive';

describe('usePageContentDrawn (floating widgets wait for the page)', () => {
  beforeEach(() => {
    resetPageContentForTests();
    resetHomeInteractiveForTests();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('on the home page: false until the home-interactive mark, then true for the rest of the visit', () => {
    const { result, rerender } = renderHook(({ onHome }) => usePageContentDrawn(onHome), { initialProps: { onHome: true } });
    expect(result.current).toBe(false);
    act(() => markHomeInteractive());
    expect(result.current).toBe(true);
    rerender({ onHome: false });
    expect(result.current).toBe(true);
    // a layout mounted later in the visit draws them at once
    expect(renderHook(() => usePageContentDrawn(true)).result.current).toBe(true);
  });

  it('a home page that never settles still gets them after the fallback delay', () => {
    const { result } = renderHook(() => usePageContentDrawn(true));
    act(() => vi.advanceTimersByTime(3999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('another first page: at the first idle moment (no home mark will come)', () => {
    const idle = vi.fn((cb: () => void) => (setTimeout(cb, 10), 1));
    Object.assign(window, { requestIdleCallback: idle, cancelIdleCallback: vi.fn() });
    try {
      const { result } = renderHook(() => usePageContentDrawn(false));
      expect(idle).toHaveBeenCalledWith(markPageContentDrawn, { timeout: 1500 });
      act(() => vi.advanceTimersByTime(10));
      expect(result.current).toBe(true);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });
});
