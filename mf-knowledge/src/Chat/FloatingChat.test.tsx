import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_CHAT_PATH } from '@portal/shared/knowledge';
import { FloatingChat } from './FloatingChat';

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <FloatingChat />
    </MemoryRouter>,
  );

describe('FloatingChat (the assistant launcher in the header)', () => {
  it('is offered on other pages', () => {
    const { container } = at('/user/7');
    expect(screen.getByRole('button', { name: 'Open assistant chat' })).toBeTruthy();
    expect(container.querySelector('.kb-float')).not.toBeNull();
  });

  it('is absent on the assistant page itself', () => {
    at(ASSISTANT_CHAT_PATH);
    expect(screen.queryByRole('button', { name: 'Open assistant chat' })).toBeNull();
  });
});
