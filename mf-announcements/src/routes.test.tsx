import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { describeRemoteContract, renderRoutesAt, type FakeHandler } from '@portal/shared/testing';
import portal from '../portal.json';
import routes from './routes';
import { buildPublic } from './test/fixtures';

/** The public viewers need their announcement; every other page gets an empty list. */
const answer: FakeHandler = (req) =>
  /^\/api\/v1\/announcements\/a[pb]\/\d+$/.test(req.path) ? { body: { results: buildPublic() } } : req.method === 'GET' ? { body: { results: [], total: 0 } } : { status: 204 };

describeRemoteContract({ name: 'mf_announcements', routes, portal, answer });

describe('mf_announcements public viewers', () => {
  it.each(['/ap/7/42', '/ab/7/3125550100', '/ab/7'])('renders the public viewer %s without any right', async (path) => {
    renderRoutesAt(routes, path, { claims: null, answer });
    expect(await screen.findByRole('heading', { level: 2, name: 'Open enrollment' })).toBeTruthy();
  });
});
