import { act } from '@testing-library/react';
import type { TokenClaims } from '../src';
import { useAuthStore } from '../src/react';
import { setRealtimeConnector, type RealtimeSocket } from '../src/react/realtime';
import { buildClaims } from './renderWithProviders';

export interface FakeRealtime {
  /** rooms the page asked to join */
  rooms: Set<string>;
  /** delivers a server push to the page's handlers */
  push(event: string, payload: unknown): void;
  restore(): void;
}

/**
 * Lets a component test drive `useRealtimeEvent`: sockets open against this fake, every room is allowed,
 * and `push` plays a server event. Signs a user in the auth store when none is (the hook needs one).
 */
export function installFakeRealtime(claims: TokenClaims = buildClaims({})): FakeRealtime {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const rooms = new Set<string>();
  const socket: RealtimeSocket = {
    connected: true,
    on(event, listener) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(listener);
    },
    off(event, listener) {
      handlers.get(event)?.delete(listener);
    },
    emit(event, room, ack) {
      if (event === 'subscribe' && typeof room === 'string') rooms.add(room);
      if (event === 'unsubscribe' && typeof room === 'string') rooms.delete(room);
      if (typeof ack === 'function') ack({ ok: true });
    },
    disconnect() {},
  };
  if (!useAuthStore.getState().claims) useAuthStore.setState({ token: 'fake-token', claims });
  setRealtimeConnector(async () => socket);
  return {
    rooms,
    push(event, payload) {
      act(() => handlers.get(event)?.forEach((handler) => handler(payload)));
    },
    restore() {
      setRealtimeConnector(null);
    },
  };
}
