import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { ValidationRequests } from '@portal/shared';
import { apiError, fakeApi, renderWithProviders, type Grants } from '@portal/shared/testing';
import { buildAccount } from '../test/fixtures';
import { ValidationRequestsPage } from './ValidationRequestsPage';
import { VALIDATION_TEXTS } from './texts';

const VIEW_ADD: Grants = { user_validation: ['view', 'add'] };
const VIEW_ONLY: Grants = { user_validation: ['view'] };

const FULL: ValidationRequests = {
  employees: {
    employee: [buildAccount({ id: 1, email: 'emp@arcadia.example', full_name: 'Emma Employee' })],
    companyEmail: [buildAccount({ id: 2, email: 'company@arcadia.example', full_name: 'Carl Company' })],
  },
  partners: {
    partner: [buildAccount({ id: 3, email: 'part@vendor.example', full_name: 'Paul Partner', is_company_email: false })],
    nonCompanyEmail: [buildAccount({ id: 4, email: 'other@gmail.example', full_name: 'Olga Other', is_company_email: false })],
  },
};

const EMPTY: ValidationRequests = { employees: { employee: [], companyEmail: [] }, partners: { partner: [], nonCompanyEmail: [] } };

function serve(results: ValidationRequests) {
  return fakeApi((req) => {
    if (req.method === 'GET' && req.path === '/api/v1/accounts/upgrade/list') return { body: { results: [] } };
    return req.method === 'GET' && req.path === '/api/v1/accounts' && req.query.get('user_status') === 'unverified' ? { body: { results } } : undefined;
  });
}

describe('ValidationRequestsPage', () => {
  it('puts each account in its sub-group with its email and name', async () => {
    const { requests } = serve(FULL);
    renderWithProviders(<ValidationRequestsPage />, { grants: VIEW_ADD });
    expect(await screen.findByText('emp@arcadia.example')).toBeTruthy();
    expect(requests.map((r) => r.url).sort()).toEqual(['/api/v1/accounts/upgrade/list', '/api/v1/accounts?user_status=unverified']);

    const group = (testId: string) => within(screen.getByTestId(testId));
    const employees = within(screen.getByTestId('section-employees'));
    const partners = within(screen.getByTestId('section-partners'));
    expect(employees.getByText(VALIDATION_TEXTS.employees)).toBeTruthy();
    expect(partners.getByText(VALIDATION_TEXTS.partners)).toBeTruthy();

    expect(group('group-employee').getByText(VALIDATION_TEXTS.employee)).toBeTruthy();
    expect(group('group-employee').getByText('emp@arcadia.example')).toBeTruthy();
    expect(group('group-employee').getByText('Emma Employee')).toBeTruthy();
    expect(group('group-company-email').getByText(VALIDATION_TEXTS.companyEmail)).toBeTruthy();
    expect(group('group-company-email').getByText('company@arcadia.example')).toBeTruthy();
    expect(group('group-partner').getByText(VALIDATION_TEXTS.partner)).toBeTruthy();
    expect(group('group-partner').getByText('part@vendor.example')).toBeTruthy();
    expect(group('group-non-company-email').getByText(VALIDATION_TEXTS.nonCompanyEmail)).toBeTruthy();
    expect(group('group-non-company-email').getByText('other@gmail.example')).toBeTruthy();

    expect(employees.queryByText('part@vendor.example')).toBeNull();
    expect(partners.queryByText('emp@arcadia.example')).toBeNull();
    expect(screen.queryByText(VALIDATION_TEXTS.noEmployees)).toBeNull();
    expect(screen.queryByText(VALIDATION_TEXTS.noPartners)).toBeNull();
    expect(await within(screen.getByTestId('section-upgrades')).findByText(VALIDATION_TEXTS.noUpgrades)).toBeTruthy();
  });

  it('shows the spec empty texts', async () => {
    serve(EMPTY);
    renderWithProviders(<ValidationRequestsPage />, { grants: VIEW_ADD });
    expect(await screen.findByText('0 Employee to confirm')).toBeTruthy();
    expect(screen.getByText('0 Partner to confirm')).toBeTruthy();
    expect(await screen.findByText('0 Account Upgrades to confirm')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Validate user/ })).toBeNull();
  });

  it('says 0 Partner when only the employees wait, and the other way round', async () => {
    serve({ ...EMPTY, employees: { employee: [], companyEmail: FULL.employees.companyEmail } });
    renderWithProviders(<ValidationRequestsPage />, { grants: VIEW_ADD });
    expect(await screen.findByText('company@arcadia.example')).toBeTruthy();
    expect(screen.queryByText(VALIDATION_TEXTS.noEmployees)).toBeNull();
    expect(screen.getByText(VALIDATION_TEXTS.noPartners)).toBeTruthy();
  });

  it('offers Validate user with add, leading to /user/{id}', async () => {
    const user = userEvent.setup({ delay: null });
    serve(FULL);
    renderWithProviders(
      <Routes>
        <Route path="/user" element={<ValidationRequestsPage />} />
        <Route path="/user/:id" element={<p>Detail page</p>} />
      </Routes>,
      { grants: VIEW_ADD, route: '/user' },
    );
    await screen.findByText('part@vendor.example');
    expect(screen.getAllByRole('button', { name: /Validate user/ })).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: VALIDATION_TEXTS.validateLabel('part@vendor.example') }));
    expect(await screen.findByText('Detail page')).toBeTruthy();
  });

  it('hides Validate user without add', async () => {
    serve(FULL);
    renderWithProviders(<ValidationRequestsPage />, { grants: VIEW_ONLY });
    expect(await screen.findByText('emp@arcadia.example')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Validate user/ })).toBeNull();
    expect(screen.queryByText(VALIDATION_TEXTS.validate)).toBeNull();
  });

  it('shows the error with Retry, and loads again', async () => {
    const user = userEvent.setup({ delay: null });
    let attempt = 0;
    fakeApi((req) => {
      if (req.path === '/api/v1/accounts/upgrade/list') return { body: { results: [] } };
      attempt += 1;
      return attempt === 1 ? apiError(500, 'INTERNAL_ERROR', 'Something broke') : { body: { results: FULL } };
    });
    renderWithProviders(<ValidationRequestsPage />, { grants: VIEW_ADD });
    expect(await screen.findByText(VALIDATION_TEXTS.loadFailed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: VALIDATION_TEXTS.retry }));
    expect(await screen.findByText('emp@arcadia.example')).toBeTruthy();
    expect(screen.queryByText(VALIDATION_TEXTS.loadFailed)).toBeNull();
  });
});
