import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

// jsdom has no layout: ProseMirror (the rich-text editor) asks for rectangles to scroll the caret into view.
const noRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
const noRects = () => Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
if (typeof Range !== 'undefined') {
  Range.prototype.getBoundingClientRect ??= noRect;
  Range.prototype.getClientRects ??= noRects;
}
if (typeof Text !== 'undefined') {
  const proto = Text.prototype as unknown as { getClientRects?: () => DOMRectList; getBoundingClientRect?: () => DOMRect };
  proto.getClientRects ??= noRects;
  proto.getBoundingClientRect ??= noRect;
}
if (typeof document !== 'undefined') document.elementFromPoint ??= () => null;
