import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ALL_GRANTS, describeRemoteContract, emptyAnswer, renderRoutesAt, type FakeHandler } from '@portal/shared/testing';
import portal from '../portal.json';
import routes from './routes';

// the registry answers a bare list; the other pages get the usual empty `{ results, total }`
const answer: FakeHandler = (req) => (req.path.endsWith('/remotes') ? { body: [] } : emptyAnswer(req));

describeRemoteContract({ name: 'mf_admin', routes, portal, answer });

describe('mf_admin guards', () => {
  it('opens job titles only to the two admin groups', async () => {
    renderRoutesAt(routes, '/mapJobtitle', { grants: ALL_GRANTS, groupId: 15, answer });
    expect(await screen.findByText('Home')).toBeTruthy();
  });

  it('opens the audit log only to Super Admins (not the Admin group)', async () => {
    renderRoutesAt(routes, '/audit', { grants: ALL_GRANTS, groupId: 2, answer });
    expect(await screen.findByText('Home')).toBeTruthy();
  });

  it('says Insufficient Permissions on analytics and shortcuts', async () => {
    renderRoutesAt(routes, '/analytics', { groupId: 15, answer });
    expect(await screen.findByText('Insufficient Permissions')).toBeTruthy();
  });
});
