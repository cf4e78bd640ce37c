import { describe, expect, it } from 'vitest';
import { mergeDisabledFeatures } from './chromium';

describe('mergeDisabledFeatures', () => {
  it('keeps the features the browser was already told to disable and adds ours once', () => {
    const argv = ['--headless', '--disable-features=PaintHolding,MediaRouter', '--enable-features=A', '--disable-features=LensOverlay'];
    expect(mergeDisabledFeatures(argv, ['WebUIOmniboxPopup', 'MediaRouter'])).toBe('--disable-features=PaintHolding,MediaRouter,LensOverlay,WebUIOmniboxPopup');
  });

  it('is ours alone when nothing was disabled before', () => {
    expect(mergeDisabledFeatures(['--headless'], ['WebUIOmniboxPopup'])).toBe('--disable-features=WebUIOmniboxPopup');
  });
});
