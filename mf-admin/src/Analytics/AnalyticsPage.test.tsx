import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnnouncementReportRow, Page, UserActivityRow } from '@portal/shared';
import { fakeApi, renderWithProviders, type FakeRequest, type FakeResponse } from '@portal/shared/testing';
import { AnalyticsPage } from './AnalyticsPage';
import { ANALYTICS_TEXTS as T } from './texts';

const row = (id: number, title: string, overrides: Partial<AnnouncementReportRow> = {}): AnnouncementReportRow => ({
  announcement_id: id,
  report_announcement_id: id,
  title,
  createdAt: '2026-11-20T10:00:00.000Z',
  audience: 3,
  total_opens: 1,
  open_rate: 33.3,
  amount_emails_sent: 3,
  open_rate_email: 66.7,
  dateEmailSent: '2026-11-20T10:05:00.000Z',
  amount_sms_sent: 0,
  total_clicks_sms: 0,
  open_rate_sms: 0,
  total_clicks: 0,
  ...overrides,
});

function page<T>(results: T[], query: URLSearchParams, total: number): Page<T> {
  const limit = Number(query.get('limit') ?? 5);
  const offset = Number(query.get('offset') ?? 0);
  const next = new URLSearchParams(query);
  next.set('offset', String(offset + limit));
  const prev = new URLSearchParams(query);
  prev.set('offset', String(Math.max(0, offset - limit)));
  return {
    results,
    total,
    limit,
    offset,
    nextPage: offset + limit < total ? next.toString() : null,
    prevPage: offset > 0 ? prev.toString() : null,
    pageCount: Math.ceil(total / limit),
  };
}

function serve(extra: (req: FakeRequest) => FakeResponse | undefined = () => undefined) {
  return fakeApi((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/v1/analytics/announcements') {
      const tab = req.query.get('has_paylocity') ? 'Payroll' : req.query.get('has_benefits') ? 'Benefits' : 'Home';
      const offset = Number(req.query.get('offset'));
      return { body: page([row(offset + 1, `${tab} ${offset / 5 + 1}${req.query.get('filter') ? ` ${req.query.get('filter')}` : ''}`)], req.query, 12) };
    }
    if (req.path === '/api/v1/analytics/users' || req.path.startsWith('/api/v1/accounts/last/')) return { body: page([], req.query, req.path.endsWith('1day') ? 4 : 9) };
    if (req.path === '/api/v1/analytics/logins') return { body: { results: [{ date: '2026-11-20', logins: 5, users: 3 }] } };
    if (req.path.endsWith('/opens')) return { body: { results: [{ date: '2026-11-20', opens: 1, email_opens: 2 }] } };
    return undefined;
  });
}

const announcementCalls = (requests: FakeRequest[]) => requests.filter((r) => r.path === '/api/v1/analytics/announcements').map((r) => r.url.split('?')[1]);

describe('analytics (/analytics)', () => {
  it('has the spec’s four tabs and shows the report with open rates to one decimal', async () => {
    const { requests } = serve();
    renderWithProviders(<AnalyticsPage />, { grants: { analytics: ['view'] } });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Home Analytics', 'Payroll-provider Analytics', 'Benefits Group Analytics', 'User Report Analytics']);
    const table = await screen.findByTestId('report-home-table');
    const cells = within(await within(table).findByText('Home 1'))
      .getByText('Home 1')
      .closest('tr')!;
    expect(within(cells).getByText('33.3%')).toBeTruthy();
    expect(within(cells).getByText('66.7%')).toBeTruthy();
    expect(within(cells).getByText('0.0%')).toBeTruthy();
    expect(announcementCalls(requests)).toEqual(['limit=5&offset=0']);
  });

  it('pages with the server’s next / prev strings, shows the page from offset and limit, and a tab switch starts at page 1', async () => {
    const { requests } = serve();
    renderWithProviders(<AnalyticsPage />, { grants: { analytics: ['view'] } });
    const pager = await screen.findByTestId('report-home-pager');
    await within(pager).findByText(/Page 1 of 3/);
    await userEvent.click(within(pager).getByRole('button', { name: T.next }));
    expect(await within(pager).findByText(/Page 2 of 3/)).toBeTruthy();
    expect(await screen.findByText('Home 2')).toBeTruthy();
    await userEvent.click(within(pager).getByRole('button', { name: T.next }));
    await within(pager).findByText(/Page 3 of 3/);
    expect((within(pager).getByRole('button', { name: T.next }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(pager).getByRole('button', { name: T.prev }));
    await within(pager).findByText(/Page 2 of 3/);
    // Prev asks for the server's prevPage string
    expect(announcementCalls(requests)).toEqual(['limit=5&offset=0', 'limit=5&offset=5', 'limit=5&offset=10', 'limit=5&offset=5']);

    await userEvent.click(screen.getByRole('tab', { name: 'Payroll-provider Analytics' }));
    expect(await screen.findByText('Payroll 1')).toBeTruthy();
    expect(announcementCalls(requests).at(-1)).toBe('limit=5&offset=0&has_paylocity=true');
    await userEvent.click(screen.getByRole('tab', { name: 'Home Analytics' }));
    expect(await within(await screen.findByTestId('report-home-pager')).findByText(/Page 1 of 3/)).toBeTruthy();
  });

  it('searches from the first page, and an emptied search box goes back to the first page', async () => {
    const { requests } = serve();
    renderWithProviders(<AnalyticsPage />, { grants: { analytics: ['view'] } });
    await userEvent.click(screen.getByRole('tab', { name: 'Benefits Group Analytics' }));
    const pager = await screen.findByTestId('report-benefits-pager');
    await userEvent.click(within(pager).getByRole('button', { name: T.next }));
    await screen.findByText('Benefits 2');
    const box = screen.getByRole('searchbox', { name: T.searchAnnouncements });
    fireEvent.change(box, { target: { value: 'enroll' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Benefits 1 enroll')).toBeTruthy();
    fireEvent.change(box, { target: { value: '' } });
    expect(await screen.findByText('Benefits 1')).toBeTruthy();
    expect(announcementCalls(requests).slice(-2)).toEqual(['limit=5&offset=0&filter=enroll&has_benefits=true', 'limit=5&offset=0&has_benefits=true']);
  });

  it('exports a row as CSV or Excel with the spec’s paths, named export plus the date', async () => {
    const { requests } = serve((req) => (req.path.includes('/export/') ? { body: 'csv' } : undefined));
    const created = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    renderWithProviders(<AnalyticsPage />, { grants: { analytics: ['view'] } });
    await userEvent.click(screen.getByRole('tab', { name: 'Payroll-provider Analytics' }));
    await userEvent.click(await screen.findByRole('button', { name: T.exportLabel('Payroll 1') }));
    await userEvent.click(await screen.findByText(T.excel));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(requests.find((r) => r.path.includes('/export/'))!.path).toBe('/api/v1/analytics/announcements/export/paylocity/excel/1');
  });

  it('charts a row’s opens over time, with the figures as a table too; the same button hides it again', async () => {
    serve();
    renderWithProviders(<AnalyticsPage />, { grants: { analytics: ['view'] } });
    const button = await screen.findByRole('button', { name: T.chartLabel('Home 1') });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    const figure = await screen.findByTestId('opens-chart');
    expect(within(figure).getByText(T.opensTitle('Home 1'))).toBeTruthy();
    expect(within(figure).getByRole('rowheader', { name: '2026-11-20' }).closest('tr')!.textContent).toBe('2026-11-2012');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toBe(T.hideChart);
    await userEvent.click(button);
    await waitFor(() => expect(screen.queryByTestId('opens-chart')).toBeNull());
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.textContent).toBe(T.chart);
  });

  it('shows the user report: sign-ins in the 7-day and 24-hour windows, logins per day, last login labels', async () => {
    const now = Date.now();
    const users: UserActivityRow[] = [
      {
        id: 1,
        full_name: 'Ana Diaz',
        location_name: 'Orlando, FL',
        email: 'ana@arcadia.example',
        group_name: 'Team Member',
        daily_ago: 0,
        amount_login_in_week: 4,
        lastLogin: new Date(now).toISOString(),
      },
      {
        id: 2,
        full_name: 'Ben Ode',
        location_name: null,
        email: 'ben@arcadia.example',
        group_name: null,
        daily_ago: 45,
        amount_login_in_week: 0,
        lastLogin: new Date(now - 45 * 86_400_000).toISOString(),
      },
    ];
    const { requests } = serve((req) => (req.path === '/api/v1/analytics/users' ? { body: page(users, req.query, 2) } : undefined));
    renderWithProviders(<AnalyticsPage />, { grants: { analytics: ['view'] } });
    await userEvent.click(screen.getByRole('tab', { name: 'User Report Analytics' }));
    expect(await screen.findByText('today')).toBeTruthy();
    expect(screen.getByText('1 month ago')).toBeTruthy();
    expect(await screen.findByTestId('logins-chart')).toBeTruthy();
    await waitFor(() =>
      expect(requests.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/v1/accounts/last/7days?limit=5&offset=0', '/api/v1/accounts/last/1day?limit=5&offset=0'])),
    );
    await userEvent.click(screen.getByText(T.windows['1day']));
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/v1/accounts/last/1day').length).toBeGreaterThanOrEqual(1));
  });
});
