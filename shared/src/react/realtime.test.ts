// @vitest-environment jsdom
import '../../build/vitest.setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { buildClaims, installFakeRealtime, type FakeRealtime } from '../../testing';
import { useAuthStore } from './authStore';
import { useRealtimeEvent, useRealtimeSocket } from './realtime';

let realtime: FakeRealtime | null = null;
afterEach(() => {
  realtime?.restore();
  realtime = null;
  useAuthStore.setState({ token: null, claims: null });
});

describe('useRealtimeSocket', () => {
  it('gives the socket once open; another user or a sign-out drops it at once, and the other user gets one again', async () => {
    realtime = installFakeRealtime(buildClaims({}, { id: 1 }));
    const { result } = renderHook(() => useRealtimeSocket());
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());

    act(() => useAuthStore.setState({ token: 'token-2', claims: buildClaims({}, { id: 2 }) }));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());

    act(() => useAuthStore.setState({ token: null, claims: null }));
    expect(result.current).toBeNull();
  });
});

describe('useRealtimeEvent', () => {
  it('hands each push to the newest handler, and a new handler does not join the room again', async () => {
    realtime = installFakeRealtime(buildClaims({}, { id: 1 }));
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ handler }) => useRealtimeEvent('news:changed', handler, 'news:7'), { initialProps: { handler: first } });
    await waitFor(() => expect(realtime!.rooms.has('news:7')).toBe(true));

    rerender({ handler: second });
    realtime.push('news:changed', { id: 7 });
    expect(second).toHaveBeenCalledWith({ id: 7 });
    expect(first).not.toHaveBeenCalled();
    expect(realtime.emitted.filter((e) => e.event === 'subscribe' && e.payload === 'news:7')).toHaveLength(1);
  });
});
