/** jsdom lacks what antd's grid, Table and responsive observers call; give it harmless stand-ins. */
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// antd's CSS-in-JS makes a first jsdom render of a full layout take a second or two
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => cleanup());

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
  }
  // antd measures scrollbars through getComputedStyle(el, '::pseudo'), which jsdom does not implement
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = ((el: Element) => original(el)) as typeof window.getComputedStyle;
}
