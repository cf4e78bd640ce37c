import { act } from '@testing-library/react';
import type { TokenClaims } from '../src';
import { useAuthStore } from '../src/react';
import { setRealtimeConnector, type RealtimeSocket } from '../src/react/realtime';
import { buildClaims } from './renderWithProviders';

export interface FakeRealtime {
  /** rooms the page asked to join */
  rooms: Set<string>;
  /** every event the page emitted, with its arguments (acks left out) */
  emitted: { event: string; payload: unknown }[];
  /** delivers a server push to the page's handlers */
  push(event: string, payload: unknown): void;
  /** how the server acknowledges an event the page emits (default: `{ ok: true }`); return undefined to never answer */
  answer(event: string, respond: (payload: unknown) => unknown): void;
  /** the connection drops (false) or comes back (true): `disconnect` / `connect` handlers run */
  setConnected(connected: boolean): void;
  restore(): void;
}

/**
 * Lets a component test drive the realtime channel (`useRealtimeEvent`, `useRealtimeSocket`): sockets open against
 * this fake, every room is allowed, `push` plays a server event, `answer` the server's acknowledgements.
 * Signs a user in the auth store when none is (the hooks need one).
 */
export function installFakeRealtime(claims: TokenClaims = buildClaims({})): FakeRealtime {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const rooms = new Set<string>();
  const emitted: FakeRealtime['emitted'] = [];
  const answers = new Map<string, (payload: unknown) => unknown>();
  const fire = (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((handler) => handler(...args));
  const socket: RealtimeSocket & { connected: boolean } = {
    connected: true,
    on(event, listener) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(listener);
    },
    off(event, listener) {
      handlers.get(event)?.delete(listener);
    },
    emit(event, payload, ack) {
      emitted.push({ event, payload });
      if (event === 'subscribe' && typeof payload === 'string') rooms.add(payload);
      if (event === 'unsubscribe' && typeof payload === 'string') rooms.delete(payload);
      if (typeof ack !== 'function') return;
      const respond = answers.get(event);
      const reply = respond ? respond(payload) : { ok: true };
      if (reply !== undefined) queueMicrotask(() => act(() => (ack as (answer: unknown) => void)(reply)));
    },
    connect() {
      fake.setConnected(true);
    },
    disconnect() {
      fake.setConnected(false);
    },
  };
  if (!useAuthStore.getState().claims) useAuthStore.setState({ token: 'fake-token', claims });
  setRealtimeConnector(async () => socket);
  const fake: FakeRealtime = {
    rooms,
    emitted,
    push(event, payload) {
      act(() => fire(event, payload));
    },
    answer(event, respond) {
      answers.set(event, respond);
    },
    setConnected(connected) {
      if (socket.connected === connected) return;
      socket.connected = connected;
      act(() => fire(connected ? 'connect' : 'disconnect', connected ? undefined : 'transport close'));
    },
    restore() {
      setRealtimeConnector(null);
    },
  };
  return fake;
}
