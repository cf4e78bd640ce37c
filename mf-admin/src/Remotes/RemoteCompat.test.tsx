import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RegistryRemote } from '@portal/shared';
import { satisfy } from '@module-federation/enhanced/runtime';
import { INCOMPATIBLE_BUILD, setProvidedShares, setRangeCheck } from '@portal/shared/core';
import { renderWithProviders } from '@portal/shared/testing';
import { RemoteCompat } from './RemoteCompat';

const remote = (requires: RegistryRemote['requires']): RegistryRemote => ({
  name: 'mf_trivia',
  title: 'Trivia',
  routePrefixes: ['/trivia'],
  sidebar: [],
  widgets: [],
  manifestUrl: '/mf/mf-trivia/mf-manifest.json',
  previousUrl: null,
  updatedAt: '2026-11-21T10:00:00.000Z',
  requires,
});

describe('RemoteCompat', () => {
  afterEach(() => {
    setProvidedShares({});
    setRangeCheck(null);
  });

  it('flags a build that needs a singleton the shell does not provide at that version, and nothing else', () => {
    // what the shell announces on the `@portal/shared/core` singleton (its federation host hands over the range check)
    setProvidedShares({ react: '19.3.1', antd: '6.6.8' });
    setRangeCheck(satisfy);
    const { unmount } = renderWithProviders(<RemoteCompat remote={remote({ react: '^19.0.0', antd: '^6.0.0' })} />);
    expect(screen.queryByText(INCOMPATIBLE_BUILD)).toBeNull();
    unmount();
    renderWithProviders(<RemoteCompat remote={remote({ react: '^19.0.0', antd: '^5.0.0' })} />);
    const flag = screen.getByText(INCOMPATIBLE_BUILD);
    expect(flag.closest('[title]')?.getAttribute('title')).toContain('antd ^5.0.0 (the portal has 6.6.8)');
  });
});
