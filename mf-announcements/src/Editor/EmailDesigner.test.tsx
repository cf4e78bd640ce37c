import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { DESIGNER_SCRIPT_URL, EmailDesigner, type EmailDesignerHandle } from './EmailDesigner';
import { COMPOSER_TEXTS } from '../texts';

const designerScripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter((s) => s.getAttribute('src') === DESIGNER_SCRIPT_URL);

afterEach(() => {
  designerScripts().forEach((s) => s.remove());
  vi.useRealTimers();
});

describe('EmailDesigner (script from the network)', () => {
  it('says clearly that it cannot load when its script fails, and retries with a fresh tag', async () => {
    const user = userEvent.setup({ delay: null });
    const onStatusChange = vi.fn();
    render(<EmailDesigner onStatusChange={onStatusChange} />);
    expect(screen.getByTestId('designer-loading')).toBeTruthy();
    expect(designerScripts()).toHaveLength(1);

    act(() => void designerScripts()[0]!.dispatchEvent(new Event('error')));
    expect(await screen.findByText(COMPOSER_TEXTS.designerUnavailable)).toBeTruthy();
    expect(screen.getByText(COMPOSER_TEXTS.designerUnavailableDetail)).toBeTruthy();
    expect(onStatusChange).toHaveBeenLastCalledWith(false);

    await user.click(screen.getByRole('button', { name: COMPOSER_TEXTS.designerRetry }));
    expect(screen.getByTestId('designer-loading')).toBeTruthy();
    expect(designerScripts()).toHaveLength(1);
    expect(designerScripts()[0]!.dataset.failed).toBeUndefined();
  });

  it('gives up after the time-out when the network hangs', async () => {
    vi.useFakeTimers();
    render(<EmailDesigner />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_001);
    });
    expect(screen.getByText(COMPOSER_TEXTS.designerUnavailable)).toBeTruthy();
  });

  it('exportHtml rejects while the designer is not there', async () => {
    const ref = createRef<EmailDesignerHandle>();
    render(<EmailDesigner ref={ref} />);
    await expect(ref.current!.exportHtml()).rejects.toThrow(COMPOSER_TEXTS.designerUnavailable);
  });
});
