import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// antd's motions run only where the browser has both transition and animation events; jsdom lacks AnimationEvent, so
// without this antd would skip the motion and the test could not see a spinner that never leaves
vi.hoisted(() => {
  (window as { AnimationEvent?: unknown }).AnimationEvent ??= class AnimationEvent extends Event {};
});
const { Button } = await import('antd');
const { default: AntdRoot } = await import('./AntdRoot');

describe('AntdRoot', () => {
  it('a button that stops loading is named by its text at once, without waiting for a transition to end', async () => {
    const view = (loading: boolean) => (
      <AntdRoot>
        <Button loading={loading}>Comment</Button>
      </AntdRoot>
    );
    const { rerender } = render(view(false));
    rerender(view(true));
    expect(screen.getByRole('button', { name: 'loading Comment' })).toBeDefined();
    // no transitionend is ever fired here, as a busy page can miss it
    rerender(view(false));
    // the motion's frames pass; only the transitionend never comes
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByRole('button', { name: 'Comment' })).toBeDefined();
  });
});
