import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { describeRemoteContract, renderRoutesAt } from '@portal/shared/testing';
import portal from '../portal.json';
import routes from './routes';

describeRemoteContract({ name: 'mf_announcements', routes, portal });

describe('mf_announcements public viewers', () => {
  it.each(['/ap/7/42', '/ab/7/3125550100', '/ab/7'])('renders the public viewer %s without any right', async (path) => {
    renderRoutesAt(routes, path, { claims: null, answer: () => undefined });
    expect(await screen.findByRole('heading', { level: 2 })).toBeTruthy();
  });
});
