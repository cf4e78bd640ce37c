import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { KNOWLEDGE_LIMITS, KNOWLEDGE_MESSAGES } from '@portal/shared/knowledge';
import { KB_TEXTS } from '../texts';
import { ChatView, imageProblem } from './ChatView';
import type { Chat, ChatMessage } from './useChat';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function fakeChat(messages: ChatMessage[] = [], followUps: string[] = []): Chat {
  return {
    conversationId: messages.length ? 7 : null,
    name: null,
    messages,
    followUps,
    sources: [],
    setSources: vi.fn(),
    busy: false,
    send: vi.fn(async () => undefined),
    open: vi.fn(async () => undefined),
    reset: vi.fn(),
    rate: vi.fn(async () => undefined),
  };
}

const show = (chat: Chat) =>
  render(
    <MemoryRouter>
      <ChatView chat={chat} />
    </MemoryRouter>,
  );

const box = () => screen.getByRole('textbox', { name: KB_TEXTS.askPlaceholder });
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('ChatView', () => {
  it("uses the portal's controls: an antd text area, an antd upload button for the picture, antd buttons", () => {
    const { container } = show(fakeChat());
    expect(box().classList).toContain('ant-input');
    expect(box().tagName).toBe('TEXTAREA');
    // the picker is antd's Upload: its file input is hidden behind the styled button, never the browser's own control
    expect(container.querySelector('.ant-upload')).not.toBeNull();
    expect(fileInput(container).closest('.ant-upload')).not.toBeNull();
    expect(screen.getByRole('button', { name: KB_TEXTS.attachImage }).classList).toContain('ant-btn');
    expect(screen.getByRole('button', { name: KB_TEXTS.send }).classList).toContain('ant-btn-primary');
  });

  it('sends with Enter (not Shift+Enter) and the attached picture goes with the question', async () => {
    const chat = fakeChat();
    const { container } = show(chat);
    fireEvent.change(fileInput(container), { target: { files: [new File([PNG], 'floor.png', { type: 'image/png' })] } });
    const attached = await screen.findByTestId('attached-image');
    expect(within(attached).getByRole('img', { name: 'floor.png' })).toBeTruthy();
    await userEvent.type(box(), 'What do we wear?{Shift>}{Enter}{/Shift}on Sunday');
    expect(chat.send).not.toHaveBeenCalled();
    await userEvent.type(box(), '{Enter}');
    expect(chat.send).toHaveBeenCalledWith('What do we wear?\non Sunday', { image: expect.stringMatching(/^data:image\/png;base64,/), categoryIds: undefined });
    expect(screen.queryByTestId('attached-image')).toBeNull();
  });

  it('refuses a picture of another type or over the size limit with the spec messages, and a picture can be removed', async () => {
    expect(imageProblem({ name: 'notes.pdf', size: 10 })).toBe(KNOWLEDGE_MESSAGES.imageType);
    expect(imageProblem({ name: 'big.JPG', size: KNOWLEDGE_LIMITS.imageBytes + 1 })).toBe(KNOWLEDGE_MESSAGES.imageTooLarge);
    expect(imageProblem({ name: 'ok.jpeg', size: KNOWLEDGE_LIMITS.imageBytes })).toBeNull();
    const { container } = show(fakeChat());
    fireEvent.change(fileInput(container), { target: { files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' })] } });
    expect((await screen.findByRole('alert')).textContent).toContain(KNOWLEDGE_MESSAGES.imageType);
    fireEvent.change(fileInput(container), { target: { files: [new File([PNG], 'ok.png', { type: 'image/png' })] } });
    await screen.findByTestId('attached-image');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: KB_TEXTS.removeImage }));
    expect(screen.queryByTestId('attached-image')).toBeNull();
  });

  it('renders an answer with its structure (a list stays a list) and follow-ups as buttons', async () => {
    const answer: ChatMessage = {
      key: 'a',
      id: 3,
      role: 'assistant',
      content: 'Here is what the knowledge base says:\n\n- **Polo:** teal [1]\n- Trousers: black',
      image: null,
      sources: [{ url: '/knowledgebase/1/kb?document=2&passage=3', filename: 'Uniform.docx', document_id: 2, chunk_id: 3, category_id: 1, excerpt: '…' }],
      rating: null,
    };
    const chat = fakeChat([{ key: 'q', id: 2, role: 'user', content: 'What do we wear?', image: null, sources: [], rating: null }, answer], ['And on weekends?']);
    show(chat);
    const article = screen.getByRole('article', { name: KB_TEXTS.assistant });
    const list = within(article).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Polo:').tagName).toBe('STRONG');
    expect(within(article).getByRole('link', { name: 'Source 1: Uniform.docx' }).getAttribute('href')).toBe(answer.sources[0]!.url);
    const followUp = within(screen.getByRole('group', { name: KB_TEXTS.followUps })).getByRole('button', { name: 'And on weekends?' });
    expect(followUp.classList).toContain('ant-btn');
    await userEvent.click(followUp);
    expect(chat.send).toHaveBeenCalledWith('And on weekends?', { image: null, categoryIds: undefined });
    // rating with a reason, in antd controls
    await userEvent.click(within(article).getByRole('button', { name: KB_TEXTS.rateDown }));
    await userEvent.type(within(article).getByLabelText(KB_TEXTS.reasonTitle), 'too short');
    await userEvent.click(within(article).getByRole('button', { name: KB_TEXTS.sendRating }));
    await waitFor(() => expect(chat.rate).toHaveBeenCalledWith(answer, 'down', 'too short'));
    expect(await within(article).findByText(KB_TEXTS.rated)).toBeTruthy();
  });
});
