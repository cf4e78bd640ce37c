import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { markPageContentDrawn, resetPageContentForTests } from '../Layout/pageContent';
import { AppQrCode } from './AppQrCode';

describe('AppQrCode', () => {
  afterEach(() => resetPageContentForTests());

  it('keeps the code’s box empty until the page content is drawn, then draws the code with its accessible name', async () => {
    const { container } = render(<AppQrCode value="https://play.example/app" title="QR code to download the Android app" />);
    expect(container.querySelector('.portal-home__qr-placeholder')).toBeTruthy();
    expect(screen.queryByTitle('QR code to download the Android app')).toBeNull();

    act(() => markPageContentDrawn());
    const code = await screen.findByTitle('QR code to download the Android app');
    const svg = code.closest('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('height')).toBe('112');
    // a real code: modules drawn as a path, not an empty picture
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(container.querySelector('.portal-home__qr-placeholder')).toBeNull();
  });
});
