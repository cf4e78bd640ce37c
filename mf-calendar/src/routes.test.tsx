import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { describeRemoteContract, renderRoutesAt } from '@portal/shared/testing';
import portal from '../portal.json';
import routes from './routes';

describeRemoteContract({ name: 'mf_calendar', routes, portal });

describe('mf_calendar guards', () => {
  it('says the events wording when the right is missing', async () => {
    renderRoutesAt(routes, '/calendar', { groupId: 15 });
    expect(await screen.findByText('Insufficient permissions')).toBeTruthy();
  });
});
