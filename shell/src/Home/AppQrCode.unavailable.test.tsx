import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { markPageContentDrawn, resetPageContentForTests } from '../Layout/pageContent';
import { AppQrCode } from './AppQrCode';

// the code's chunk cannot be fetched (a deploy in between, a dropped connection)
vi.mock('qrcode.react', () => {
  throw new Error('Loading chunk qrcode failed.');
});

describe('AppQrCode without its chunk', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetPageContentForTests();
  });

  it('keeps the empty box and lets the rest of the card render: no error reaches the page', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <figure>
        <AppQrCode value="https://apps.example/app" title="QR code to download the Apple app" />
        <figcaption>
          <a href="https://apps.example/app">Apple</a>
        </figcaption>
      </figure>,
    );
    // the page content drawn, then the failed import settles (React renders what the lazy module resolved to)
    await act(async () => {
      markPageContentDrawn();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(container.querySelector('.portal-home__qr-placeholder')).toBeTruthy();
    expect(screen.queryByTitle('QR code to download the Apple app')).toBeNull();
    expect(screen.getByRole('link', { name: 'Apple' })).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
  });
});
