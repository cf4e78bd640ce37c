import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderWithProviders, type Grants } from '@portal/shared/testing';
import { buildAnnouncement } from '../test/fixtures';
import { HUB_TEXTS } from '../texts';
import { HubPage } from './HubPage';
import { HUB_TABS } from './tabs';

// The Latest News tab belongs to the news slice and has its own tests.
vi.mock('../LatestNews/LatestNewsTab', () => ({ LatestNewsTab: () => <p>Latest news stub</p> }));

const VIEW: Grants = { announcements: ['view'] };
const VIEW_DELETE: Grants = { announcements: ['view', 'delete'] };

const older = buildAnnouncement({
  id: 1,
  subject: 'Older memo',
  createdAt: '2026-10-01T12:00:00.000Z',
  full_name: 'Olga Old',
  created_by: { ...buildAnnouncement().created_by, full_name: 'Olga Old' },
});
const newer = buildAnnouncement({ id: 2, subject: 'Newer memo', createdAt: '2026-11-10T12:00:00.000Z', scheduled: true });

function renderHub(grants: Grants, route = '/announcements') {
  return renderWithProviders(
    <Routes>
      <Route path="/announcements" element={<HubPage />} />
      <Route path="/announcements/:type/:id" element={<p>Reader page</p>} />
    </Routes>,
    { grants, route },
  );
}

describe('HubPage tabs by permission (spec 2.3)', () => {
  it('shows the eight tabs with view, Latest News first and open', async () => {
    fakeApi(() => ({ body: { results: [] } }));
    renderHub(VIEW);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(HUB_TABS.map((t) => t.label));
    expect(screen.getByRole('tab', { name: HUB_TEXTS.tabs.latestNews }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Latest news stub')).toBeTruthy();
  });

  it('shows only General Announcements without view, and opens it', async () => {
    const { requests } = fakeApi(() => ({ body: { results: [newer] } }));
    renderHub({});
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([HUB_TEXTS.tabs.general]);
    expect(await screen.findByText('Newer memo')).toBeTruthy();
    expect(requests.map((r) => r.path)).toEqual(['/api/v1/announcements/companies']);
    expect(screen.queryByText('Latest news stub')).toBeNull();
  });

  it('offers New announcement only with add', () => {
    fakeApi(() => ({ body: { results: [] } }));
    renderHub(VIEW);
    expect(screen.queryByRole('button', { name: HUB_TEXTS.newAnnouncement })).toBeNull();
  });
});

describe('HubPage lists', () => {
  it('lists newest first with date and author, each linking to the reader', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi((req) => (req.path === '/api/v1/announcements/locations' ? { body: { results: [older, newer] } } : undefined));
    renderHub(VIEW, '/announcements?tab=local');
    const list = await screen.findByTestId('list-local');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual(['Newer memo', 'Older memo']);
    expect(within(items[0]!).getByText(/Nov 10, 2026/)).toBeTruthy();
    expect(within(items[1]!).getByText(/Author: Olga Old/)).toBeTruthy();
    // a scheduled one (only its author and managers get it) says so
    expect(within(items[0]!).getByText(HUB_TEXTS.scheduled)).toBeTruthy();
    expect(within(items[1]!).queryByText(HUB_TEXTS.scheduled)).toBeNull();
    expect(within(list).queryByRole('button', { name: /Delete/ })).toBeNull();
    await user.click(within(items[0]!).getByRole('link', { name: 'Newer memo' }));
    expect(await screen.findByText('Reader page')).toBeTruthy();
  });

  it.each([
    ['general', '/api/v1/announcements/companies', 'No General Announcements results'],
    ['payroll', '/api/v1/announcements/payroll', 'No General Communications results'],
    ['benefits', '/api/v1/announcements/ab/all', 'No Benefits Announcements results'],
    ['newsletter', '/api/v1/announcements/newsletter_announcements', 'No Newsletter results'],
  ])('tab %s reads %s and says "%s" when empty', async (tab, path, text) => {
    const { requests } = fakeApi(() => ({ body: { results: [] } }));
    renderHub(VIEW, `/announcements?tab=${tab}`);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(requests.map((r) => r.path)).toEqual([path]);
  });

  it('links benefits items to the public viewer /ab/{id}', async () => {
    fakeApi(() => ({ body: { results: [buildAnnouncement({ id: 42, kind: 'benefits', subject: 'Dental plan' })] } }));
    renderHub(VIEW, '/announcements?tab=benefits');
    expect((await screen.findByRole('link', { name: 'Dental plan' })).getAttribute('href')).toBe('/ab/42');
  });

  it('shows newsletter cards with Read Full Newsletter to /announcements/company/{id}, visible ones only', async () => {
    fakeApi(() => ({
      body: {
        results: [
          buildAnnouncement({ id: 5, kind: 'newsletter', subject: 'November letter' }),
          buildAnnouncement({ id: 6, kind: 'newsletter', subject: 'Hidden letter', is_visible: false }),
        ],
      },
    }));
    renderHub(VIEW, '/announcements?tab=newsletter');
    const link = await screen.findByRole('link', { name: HUB_TEXTS.readFullNewsletter });
    expect(link.getAttribute('href')).toBe('/announcements/company/5');
    expect(screen.getByText('November letter')).toBeTruthy();
    expect(screen.queryByText('Hidden letter')).toBeNull();
  });
});

describe('HubPage delete (soft hide)', () => {
  it('asks first; No keeps it; Delete sends PATCH visibility false and reloads the list', async () => {
    const user = userEvent.setup({ delay: null });
    let hidden = false;
    const { requests } = fakeApi((req) => {
      if (req.method === 'PATCH' && req.path === '/api/v1/announcements/2') {
        hidden = true;
        return { status: 204 };
      }
      if (req.path === '/api/v1/announcements/groups') return { body: { results: hidden ? [older] : [older, newer] } };
      return undefined;
    });
    renderHub(VIEW_DELETE, '/announcements?tab=group');
    await screen.findByText('Newer memo');

    await user.click(screen.getByRole('button', { name: HUB_TEXTS.deleteLabel('Newer memo') }));
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getAllByText(HUB_TEXTS.confirmDeleteTitle).length).toBeGreaterThan(0);
    await user.click(within(ask).getByRole('button', { name: HUB_TEXTS.confirmNo }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: HUB_TEXTS.deleteLabel('Newer memo') }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: HUB_TEXTS.confirmYes }));
    expect(await screen.findByText(HUB_TEXTS.deleted)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ visibility: false });
    await vi.waitFor(() => expect(screen.queryByText('Newer memo')).toBeNull());
    expect(screen.getByText('Older memo')).toBeTruthy();
  });

  it('deletes a benefits item with DELETE /announcements/ab/delete/{id}', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = fakeApi((req) =>
      req.method === 'DELETE' ? { status: 204 } : { body: { results: [buildAnnouncement({ id: 9, kind: 'benefits', subject: 'Vision plan' })] } },
    );
    renderHub(VIEW_DELETE, '/announcements?tab=benefits');
    await user.click(await screen.findByRole('button', { name: HUB_TEXTS.deleteLabel('Vision plan') }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: HUB_TEXTS.confirmYes }));
    await vi.waitFor(() => expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/v1/announcements/ab/delete/9')).toBe(true));
  });
});
