import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from '@portal/shared/testing';
import { COMPOSER_TEXTS } from '../texts';
import { ComposerPage, COMPOSER_FORMS } from './ComposerPage';

vi.setConfig({ testTimeout: 60_000 });
// The Latest News form belongs to the news slice and has its own tests.
vi.mock('../LatestNews', () => ({ LatestNewsForm: () => <p>Latest news form stub</p> }));

describe('ComposerPage (spec 2.7)', () => {
  it('has the five forms in a sidebar, Latest News first and open', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(() => ({ body: { results: [] } }));
    renderWithProviders(<ComposerPage />, { grants: { announcements: ['view', 'add'] }, route: '/announcements/new' });
    const nav = screen.getByRole('navigation', { name: COMPOSER_TEXTS.formsNav });
    expect(Array.from(nav.querySelectorAll('li')).map((li) => li.textContent)).toEqual(COMPOSER_FORMS.map((f) => f.label));
    expect(COMPOSER_FORMS.map((f) => f.label)).toEqual(['Latest News', 'Home Users', 'All Payroll-Provider Contacts', 'Benefits Eligible Group', 'Newsletter']);
    expect(screen.getByText('Latest news form stub')).toBeTruthy();

    await user.click(screen.getByText(COMPOSER_TEXTS.forms.homeUsers));
    expect(await screen.findByTestId('form-homeUsers')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: COMPOSER_TEXTS.forms.homeUsers })).toBeTruthy();
    await user.click(screen.getByText(COMPOSER_TEXTS.forms.benefits));
    expect(await screen.findByTestId('form-benefits')).toBeTruthy();
  });
});
