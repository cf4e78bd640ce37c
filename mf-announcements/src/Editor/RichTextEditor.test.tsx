import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RichTextEditor } from './RichTextEditor';

function Harness() {
  const [html, setHtml] = useState('');
  return (
    <>
      <RichTextEditor label="Message" value={html} onChange={setHtml} />
      <output data-testid="html">{html}</output>
      <button type="button" onClick={() => setHtml('')}>
        clear
      </button>
    </>
  );
}

describe('RichTextEditor', () => {
  it('edits HTML offline and follows an outside reset', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.click(box);
    await user.keyboard('Hello team');
    expect(screen.getByTestId('html').textContent).toBe('<p>Hello team</p>');
    await user.click(screen.getByRole('button', { name: 'clear' }));
    expect(screen.getByTestId('html').textContent).toBe('');
    expect(box.textContent).toBe('');
  });
});
