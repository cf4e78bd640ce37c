import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GROUPS, type JobTitleMapping } from '@portal/shared';
import { apiError, fakeApi, renderWithProviders, type FakeRequest, type FakeResponse } from '@portal/shared/testing';
import { pickOption } from '../test/pickOption';
import { JobTitlesPage } from './JobTitlesPage';
import { JOB_TITLE_TEXTS } from './texts';

const TITLES: JobTitleMapping[] = [
  { id: 1, paylocity_jobtitle: 'Game Technician', group_id: 9, group_title: 'Technical', mapped_at: '2026-11-01T00:00:00.000Z' },
  { id: 2, paylocity_jobtitle: 'Party Host', group_id: null, group_title: null, mapped_at: null },
  { id: 3, paylocity_jobtitle: 'Prize Counter Attendant', group_id: null, group_title: null, mapped_at: null },
];

function serve(extra: (req: FakeRequest) => FakeResponse | undefined = () => undefined) {
  return fakeApi((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/v1/groups') return { body: { results: GROUPS } };
    if (req.path === '/api/v1/groups/mapjobtitle') return { body: { results: TITLES } };
    if (req.path === '/api/v1/groups/unexpected') return { body: { results: TITLES.filter((t) => t.group_id === null) } };
    return undefined;
  });
}

const chooseGroup = (user: ReturnType<typeof userEvent.setup>, title: string, group: string) => pickOption(user, JOB_TITLE_TEXTS.chooseLabel(title), group);

// antd pickers in jsdom are slow on a loaded 2-core machine: room above the 15 s default
describe('JobTitlesPage', { timeout: 60_000 }, () => {
  it('opens on the new titles, with both views counted, and lists all titles with their groups', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<JobTitlesPage />);
    const table = await screen.findByTestId('job-titles-table');
    await within(table).findByText('Party Host');
    expect(within(table).queryByText('Game Technician')).toBeNull();
    expect(await screen.findByText(JOB_TITLE_TEXTS.tabCount(JOB_TITLE_TEXTS.tabs.all, 3))).toBeTruthy();
    expect(screen.getByText(JOB_TITLE_TEXTS.tabCount(JOB_TITLE_TEXTS.tabs.fresh, 2))).toBeTruthy();

    await user.click(screen.getByText(JOB_TITLE_TEXTS.tabCount(JOB_TITLE_TEXTS.tabs.all, 3)));
    const row = (await within(table).findByText('Game Technician')).closest('tr')!;
    expect(within(row).getByText('Technical')).toBeTruthy();
  });

  it('sends only the rows with a chosen group, then clears the choices', async () => {
    const { requests } = serve((req) => (req.method === 'POST' ? { body: { results: [], message: JOB_TITLE_TEXTS.saved } } : undefined));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<JobTitlesPage />);
    await screen.findByText('Prize Counter Attendant');
    const save = screen.getByRole('button', { name: JOB_TITLE_TEXTS.save });
    expect(save.hasAttribute('disabled')).toBe(true);

    await chooseGroup(user, 'Prize Counter Attendant', 'Guest Services');
    expect(screen.getByText(JOB_TITLE_TEXTS.chosen(1))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: JOB_TITLE_TEXTS.save }));

    expect(await screen.findByText(JOB_TITLE_TEXTS.saved)).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.path).toBe('/api/v1/groups/new/group_title');
    expect(post.body).toEqual([{ paylocity_jobtitle: 'Prize Counter Attendant', group_title: 'Guest Services' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: JOB_TITLE_TEXTS.save }).hasAttribute('disabled')).toBe(true));
  });

  it('shows why the server refused and keeps the choices', async () => {
    serve((req) => (req.method === 'POST' ? apiError(400, 'BAD_REQUEST', JOB_TITLE_TEXTS.unknownTitle('Party Host'), 'paylocity_jobtitle') : undefined));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<JobTitlesPage />);
    await screen.findByText('Party Host');
    await chooseGroup(user, 'Party Host', 'Team Member');
    await user.click(screen.getByRole('button', { name: JOB_TITLE_TEXTS.save }));
    expect(await screen.findByText(JOB_TITLE_TEXTS.unknownTitle('Party Host'))).toBeTruthy();
    expect(screen.getByText(JOB_TITLE_TEXTS.chosen(1))).toBeTruthy();
  });
});
