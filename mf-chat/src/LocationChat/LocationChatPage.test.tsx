import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { CHAT_POLL_MS, CHAT_REALTIME, CHAT_TEXTS, formatUsDate } from '@portal/shared';
import { useAuthStore } from '@portal/shared/react';
import { buildClaims, fakeApi, installFakeRealtime, renderWithProviders, type FakeRealtime } from '@portal/shared/testing';
import { buildAccess, buildLocation, buildMessage, chatAnswer, type ChatServer } from '../test/fixtures';
import { LocationChatPage } from './LocationChatPage';

const ME = buildClaims({}, { id: 1, email: 'admin@arcadia.example', first_name: 'Ada', last_name: 'Admin', location_id: 1 });

let realtime: FakeRealtime | null = null;
afterEach(() => {
  realtime?.restore();
  realtime = null;
  useAuthStore.setState({ token: null, claims: null });
  vi.useRealTimers();
});

function serve(overrides: Partial<ChatServer> = {}) {
  const server: ChatServer = { access: buildAccess(), location: buildLocation(), messages: [], pageSize: 30, ...overrides };
  const { requests } = fakeApi((req) => {
    if (req.method === 'POST' && req.path === '/api/v1/location-messaging/upload/1')
      return { status: 201, body: { url: '/uploads/chat/0f8fad5b-d9cb-469f-a165-70867728950e.png', mime: 'image/png', size: 9 } };
    return chatAnswer(server)(req);
  });
  return { server, requests };
}

/** The server side of sendMessage: stores the message (in `server`) and acknowledges it. */
function storeSends(server: ChatServer, fake: FakeRealtime) {
  let next = 1000;
  fake.answer(CHAT_REALTIME.send, (payload) => {
    const p = payload as { id: string; content: string; type: 'TEXT' | 'IMAGE'; image_url: string | null };
    const message = buildMessage({ id: next++, id_remetente: 1, full_name_remetente: 'Ada Admin', content: p.content, type: p.type, image_url: p.image_url, client_id: p.id });
    server.messages.push(message);
    return { ok: true, message };
  });
}

function open(path = '/locations/chat/1', claims = ME) {
  realtime = installFakeRealtime(claims);
  return renderWithProviders(
    <Routes>
      <Route path="/locations/chat/:id" element={<LocationChatPage />} />
    </Routes>,
    { claims, route: path },
  );
}

const thread = () => screen.getByRole('log', { name: CHAT_TEXTS.thread });
const sends = () => realtime!.emitted.filter((e) => e.event === CHAT_REALTIME.send);

describe('LocationChatPage', () => {
  it('shows the thread with day separators, US dates and 12-hour times, newest last; the user list and the info panel with CLOSE', async () => {
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    yesterday.setHours(9, 5, 0, 0);
    const today = new Date();
    today.setHours(14, 30, 0, 0);
    serve({
      messages: [
        buildMessage({ id: 1, content: 'Morning all', createdAt: yesterday.toISOString() }),
        buildMessage({ id: 2, content: 'Pizza at 3', createdAt: today.toISOString(), id_remetente: 1, full_name_remetente: 'Ada Admin' }),
      ],
    });
    open();
    expect(await screen.findByText('Pizza at 3')).toBeTruthy();
    const log = thread();
    const separators = within(log).getAllByRole('separator');
    expect(separators.map((s) => s.textContent)).toEqual([formatUsDate(yesterday), formatUsDate(today)]);
    expect(within(log).getByText('9:05 AM')).toBeTruthy();
    expect(within(log).getByText('2:30 PM')).toBeTruthy();
    // newest at the bottom; mine is labelled as mine
    const texts = [...log.querySelectorAll('.chat-msg__text')].map((n) => n.textContent);
    expect(texts).toEqual(['Morning all', 'Pizza at 3']);
    expect(within(log).getByText(CHAT_TEXTS.you)).toBeTruthy();
    expect(within(log).getByText(CHAT_TEXTS.beginning)).toBeTruthy();

    const users = screen.getByRole('navigation', { name: CHAT_TEXTS.usersOf('Dallas Galleria, TX') });
    expect(within(users).getByText(CHAT_TEXTS.inactive)).toBeTruthy();
    await userEvent.click(within(users).getByRole('button', { name: /Maria Lopez/ }));
    const info = screen.getByRole('region', { name: CHAT_TEXTS.infoTitle });
    expect(within(info).getByText('Dallas Galleria, TX')).toBeTruthy();
    expect(within(info).getByRole('link', { name: 'manager@arcadia.example' })).toBeTruthy();
    await userEvent.click(within(info).getByRole('button', { name: CHAT_TEXTS.close }));
    expect(screen.queryByRole('region', { name: CHAT_TEXTS.infoTitle })).toBeNull();
  });

  it('Enter sends over the socket, Shift+Enter starts a new line, an empty input is ignored', async () => {
    const { server, requests } = serve({ messages: [buildMessage({ id: 1 })] });
    open();
    storeSends(server, realtime!);
    await screen.findByText('Message 1');
    await waitFor(() => expect(realtime!.rooms.has(CHAT_REALTIME.room(1))).toBe(true));
    const box = screen.getByRole('textbox', { name: CHAT_TEXTS.inputLabel });
    await userEvent.type(box, '   {Enter}');
    expect(sends()).toHaveLength(0);
    await userEvent.clear(box);
    await userEvent.type(box, 'Hello{Shift>}{Enter}{/Shift}there');
    expect((box as HTMLTextAreaElement).value).toBe('Hello\nthere');
    expect(sends()).toHaveLength(0);
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(sends()[0]!.payload).toMatchObject({ room: 1, type: 'TEXT', content: 'Hello\nthere', email: 'admin@arcadia.example', full_name: 'Ada Admin', user: 1 });
    expect(typeof (sends()[0]!.payload as { id: unknown }).id).toBe('string');
    expect((box as HTMLTextAreaElement).value).toBe('');
    // the acknowledged message, then the room's broadcast of the same message: shown once
    const stored = await screen.findByText((_, el) => el?.classList.contains('chat-msg__text') === true && el.textContent === 'Hello\nthere');
    realtime!.push(CHAT_REALTIME.newMessage, server.messages.at(-1));
    expect(thread().querySelectorAll('.chat-msg__text')).toHaveLength(2);
    expect(stored).toBeTruthy();
    expect(screen.queryByText(CHAT_TEXTS.sending)).toBeNull();
    // the newest message shown moves the read mark
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'PUT' && r.path === '/api/v1/location-messaging/read/1' && (r.body as { id: number }).id === server.messages.at(-1)!.id)).toBe(true),
    );
  });

  it('shows the input bar by the spec rule: not for an administrator outside the location, yes for the master account', async () => {
    serve({ access: buildAccess({ admin: true, master: false }) });
    const first = open();
    expect(await screen.findByText(CHAT_TEXTS.readOnly)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: CHAT_TEXTS.inputLabel })).toBeNull();
    first.unmount();
    realtime?.restore();
    serve({ access: buildAccess({ admin: true, master: true }) });
    open();
    expect(await screen.findByRole('textbox', { name: CHAT_TEXTS.inputLabel })).toBeTruthy();
    expect(screen.queryByText(CHAT_TEXTS.readOnly)).toBeNull();
  });

  it('lists the locations with unread counts; a message in another one raises its count', async () => {
    serve({ messages: [buildMessage({ id: 1 })] });
    open();
    await screen.findByText('Message 1');
    await waitFor(() => expect(realtime!.rooms.has(CHAT_REALTIME.room(2))).toBe(true));
    await userEvent.click(screen.getByRole('combobox', { name: CHAT_TEXTS.locationPicker }));
    expect(await screen.findByLabelText(CHAT_TEXTS.unreadLabel(3))).toBeTruthy();
    realtime!.push(CHAT_REALTIME.newMessage, buildMessage({ id: 50, location_id: 2, content: 'Orlando news' }));
    expect(await screen.findByLabelText(CHAT_TEXTS.unreadLabel(4))).toBeTruthy();
    // not shown in this thread
    expect(screen.queryByText('Orlando news')).toBeNull();
  });

  it('polls every 7 s only while the socket is down, sends what was written offline after the reconnection, and keeps one copy of each message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server, requests } = serve({ messages: [1, 2, 3].map((id) => buildMessage({ id })) });
    open();
    storeSends(server, realtime!);
    await screen.findByText('Message 3');
    await waitFor(() => expect(realtime!.rooms.has(CHAT_REALTIME.room(1))).toBe(true));
    const polls = () => requests.filter((r) => r.path === '/api/v1/location-messaging/filter/1' && r.query.has('after'));
    // live: no poll however long we wait
    const before = polls().length;
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 2));
    expect(polls()).toHaveLength(before);

    realtime!.setConnected(false);
    expect(await screen.findByText(CHAT_TEXTS.offline)).toBeTruthy();
    server.messages.push(buildMessage({ id: 4, content: 'While you were away' }));
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS));
    expect(await screen.findByText('While you were away')).toBeTruthy();
    expect(polls().at(-1)!.query.get('after')).toBe('3');

    // written while offline: waits, marked as sending
    await userEvent.type(screen.getByRole('textbox', { name: CHAT_TEXTS.inputLabel }), 'Back soon{Enter}');
    expect(await screen.findByText(CHAT_TEXTS.sending)).toBeTruthy();
    expect(sends()).toHaveLength(0);

    // back: join, catch up from the newest id held, send the waiting message
    server.messages.push(buildMessage({ id: 5, content: 'Missed live' }));
    realtime!.setConnected(true);
    expect(await screen.findByText('Missed live')).toBeTruthy();
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(await screen.findByText('Back soon')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(CHAT_TEXTS.sending)).toBeNull());
    expect(polls().at(-1)!.query.get('after')).toBe('4');
    expect(screen.queryByText(CHAT_TEXTS.offline)).toBeNull();
    // the same message over the socket again changes nothing
    realtime!.push(
      CHAT_REALTIME.newMessage,
      server.messages.find((m) => m.id === 5),
    );
    expect(screen.getAllByText('Missed live')).toHaveLength(1);
    const ids = [...thread().querySelectorAll('[data-message-id]')].map((n) => Number(n.getAttribute('data-message-id')));
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
  });

  it('says so when the thread cannot load, and Retry loads it again', async () => {
    const server: ChatServer = { access: buildAccess(), location: buildLocation(), messages: [buildMessage({ id: 1, content: 'After the retry' })], pageSize: 30 };
    let failFirstPage = true;
    fakeApi((req) => {
      if (failFirstPage && req.path.startsWith('/api/v1/location-messaging/filter/')) return { status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'boom' } } };
      return chatAnswer(server)(req);
    });
    open();
    const alert = await screen.findByText(CHAT_TEXTS.loadFailed);
    expect(screen.queryByRole('log', { name: CHAT_TEXTS.thread })).toBeNull();
    failFirstPage = false;
    await userEvent.click(within(alert.closest('.ant-alert') as HTMLElement).getByRole('button', { name: CHAT_TEXTS.retry }));
    expect(await screen.findByText('After the retry')).toBeTruthy();
    expect(screen.queryByText(CHAT_TEXTS.loadFailed)).toBeNull();
  });

  it('loads older messages above the first one', async () => {
    const { requests } = serve({ messages: Array.from({ length: 40 }, (_, i) => buildMessage({ id: i + 1 })) });
    open();
    await screen.findByText('Message 40');
    expect(screen.queryByText('Message 10')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: CHAT_TEXTS.loadOlder }));
    expect(await screen.findByText('Message 1')).toBeTruthy();
    expect(requests.some((r) => r.query.get('before') === '11')).toBe(true);
    expect(screen.getByText(CHAT_TEXTS.beginning)).toBeTruthy();
    const texts = [...thread().querySelectorAll('.chat-msg__text')].map((n) => n.textContent);
    expect(texts[0]).toBe('Message 1');
    expect(texts.at(-1)).toBe('Message 40');
  });

  it('sends a picture: uploaded first, then an IMAGE message with its url', async () => {
    const { server, requests } = serve();
    open();
    storeSends(server, realtime!);
    await screen.findByText(CHAT_TEXTS.noMessages);
    await waitFor(() => expect(realtime!.rooms.has(CHAT_REALTIME.room(1))).toBe(true));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' }));
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/v1/location-messaging/upload/1')).toBe(true);
    expect(sends()[0]!.payload).toMatchObject({ type: 'IMAGE', image_url: '/uploads/chat/0f8fad5b-d9cb-469f-a165-70867728950e.png' });
    expect(await screen.findByRole('img', { name: CHAT_TEXTS.picture('Ada Admin') })).toBeTruthy();
    // not a picture: refused before any upload
    await userEvent.upload(input, new File(['<html>'], 'page.png', { type: 'text/html' }), { applyAccept: false });
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('opens the own location from /locations/chat/mine, and says so when a location may not be opened', async () => {
    serve({ messages: [buildMessage({ id: 1, content: 'Own location' })] });
    const mine = open('/locations/chat/mine');
    expect(await screen.findByText('Own location')).toBeTruthy();
    mine.unmount();
    realtime?.restore();
    fakeApi(() => ({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'Permission denied' } } }));
    open('/locations/chat/7');
    expect(await screen.findByText(CHAT_TEXTS.notAllowed)).toBeTruthy();
  });

  it('under 700 px folds the lists away: the thread fills the screen, users and info open in drawers', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(480);
    serve({ messages: [buildMessage({ id: 1 })] });
    open();
    await screen.findByText('Message 1');
    expect(screen.queryByRole('navigation', { name: CHAT_TEXTS.usersOf('Dallas Galleria, TX') })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: CHAT_TEXTS.usersOf('Dallas Galleria, TX') }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('button', { name: /Maria Lopez/ }));
    const info = await screen.findByRole('region', { name: CHAT_TEXTS.infoTitle });
    expect(within(info).getByText('manager@arcadia.example')).toBeTruthy();
  });
});
