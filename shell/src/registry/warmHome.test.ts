import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { createInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { buildRemote } from '../test/fixtures';
import { warmHomeWidgets } from './warmHome';

vi.mock('@module-federation/enhanced/runtime', () => import('../test/fakeFederationRuntime'));

const registry = [
  buildRemote({ name: 'mf_trivia', title: 'Trivia', widgets: [{ key: 'daily', slot: 'home-main' }] }),
  buildRemote({ name: 'mf_admin', title: 'Administration', widgets: [{ key: 'apps', slot: 'home-side' }] }),
  buildRemote({ name: 'mf_users', title: 'Users' }),
];

function serveRegistry() {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(registry), { status: 200, headers: { 'content-type': 'application/json' } }));
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

describe('warmHomeWidgets', () => {
  beforeEach(() => {
    vi.mocked(loadRemote).mockReset().mockResolvedValue({ default: [] });
  });

  it('on the home page with a session: creates the federation host and starts only the widget remotes, with the registry registered first', async () => {
    serveRegistry();
    localStorage.setItem('token', 'stored');
    warmHomeWidgets(new QueryClient(), '/');
    await waitFor(() =>
      expect(
        vi
          .mocked(loadRemote)
          .mock.calls.map((c) => c[0])
          .sort(),
      ).toEqual(['mf_admin/widgets', 'mf_trivia/widgets']),
    );
    expect(createInstance).toHaveBeenCalled();
    // every remote of the registry is known to the runtime (given at creation or registered afterwards)
    const known = [
      ...vi.mocked(createInstance).mock.calls.flatMap((c) => (c[0].remotes ?? []).map((r) => r.name)),
      ...vi.mocked(registerRemotes).mock.calls.flatMap((c) => c[0].map((r) => r.name)),
    ];
    expect(new Set(known)).toEqual(new Set(['mf_trivia', 'mf_admin', 'mf_users']));
  });

  it('does nothing on another page or without a stored session', async () => {
    const fetchMock = serveRegistry();
    localStorage.setItem('token', 'stored');
    warmHomeWidgets(new QueryClient(), '/locations');
    localStorage.clear();
    warmHomeWidgets(new QueryClient(), '/');
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
