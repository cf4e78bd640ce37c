import { useMemo, useState } from 'react';
import { Card, Flex, Segmented, Statistic } from 'antd';
import { lastLoginLabel, type Page, type UserActivityRow, type UserReportRow, type UserReportWindow } from '@portal/shared';
import { useLoginsPerDay, useReportPage } from './api';
import { ChartFigure } from './charts/ChartFigure';
import { ResponsiveTable, type ResponsiveColumn } from '../ResponsiveTable';
import { ReportPager, ReportSearch } from './ReportControls';
import { ANALYTICS_TEXTS as T } from './texts';
import { firstPageQuery, useReportQuery } from './useReportQuery';
import { QueryError } from '@portal/shared/pages';

type Window = 'all' | UserReportWindow;

function LoginsChart() {
  const logins = useLoginsPerDay();
  if (logins.isError) return <QueryError query={logins} fallback={T.loadFailed} />;
  const data = logins.data ?? [];
  return (
    <ChartFigure
      testId="logins-chart"
      title={T.loginsTitle}
      summary={T.chartSummary(
        data.reduce((n, d) => n + d.logins, 0),
        'logins',
        data.length,
      )}
      kind="bar"
      data={data}
      series={[
        { key: 'logins', label: T.loginsSeries, color: '#1677ff' },
        { key: 'users', label: T.usersSeries, color: '#faad14' },
      ]}
    />
  );
}

/** Spec 7, 9: how many signed in during a window (the total of its first page). */
function WindowTotal({ window, title }: { window: UserReportWindow; title: string }) {
  const page = useReportPage<UserReportRow>(`/accounts/last/${window}`, firstPageQuery(''));
  return (
    <Card size="small" style={{ flex: '1 1 180px' }}>
      <Statistic title={title} value={page.data?.total ?? 0} loading={page.isPending} />
    </Card>
  );
}

const place = { key: 'location_name', dataIndex: 'location_name', title: T.columns.location_name, render: (v: string | null) => v ?? '' };
const group = { key: 'group_name', dataIndex: 'group_name', title: T.columns.group_name, render: (v: string | null) => v ?? '' };

/** One table of the user report: everyone's activity, or who signed in during the last 7 days / 24 hours. */
function UserTable({ window }: { window: Window }) {
  const path = window === 'all' ? '/analytics/users' : `/accounts/last/${window}`;
  const { query, search, go } = useReportQuery();
  const page = useReportPage<UserActivityRow | UserReportRow>(path, query);
  const columns = useMemo(() => {
    if (window === 'all') {
      const activity: ResponsiveColumn<UserActivityRow>[] = [
        { key: 'full_name', dataIndex: 'full_name', title: T.columns.full_name },
        place,
        { key: 'email', dataIndex: 'email', title: T.columns.email },
        group,
        { key: 'lastLogin', title: T.columns.lastLogin, render: (_, r) => <span title={r.lastLogin ?? undefined}>{lastLoginLabel(r.lastLogin)}</span> },
        { key: 'amount_login_in_week', dataIndex: 'amount_login_in_week', title: T.columns.amount_login_in_week, align: 'right' },
      ];
      return activity;
    }
    const report: ResponsiveColumn<UserReportRow>[] = [
      { key: 'full_name', dataIndex: 'full_name', title: T.columns.full_name },
      place,
      { key: 'user_email', dataIndex: 'user_email', title: T.columns.email },
      group,
      { key: 'status_name', dataIndex: 'status_name', title: T.columns.status_name },
      { key: 'lastLogin', title: T.columns.lastLogin, render: (_, r) => <span title={r.lastLogin}>{lastLoginLabel(r.lastLogin)}</span> },
    ];
    return report;
  }, [window]) as ResponsiveColumn<UserActivityRow | UserReportRow>[];

  return (
    <Flex vertical gap="middle">
      <Flex wrap gap="small" justify="space-between" align="center">
        <ReportSearch placeholder={T.searchUsers} onSearch={search} testId="report-users-search" />
        <ReportPager page={page.data as Page<unknown> | undefined} what={T.usersWord} onGo={go} testId="report-users-pager" />
      </Flex>
      {page.isError && <QueryError query={page} fallback={T.loadFailed} />}
      <ResponsiveTable<UserActivityRow | UserReportRow>
        rowKey="id"
        columns={columns}
        dataSource={page.data?.results ?? []}
        loading={page.isFetching}
        pagination={false}
        size="middle"
        locale={{ emptyText: T.empty }}
        testId="report-users-table"
      />
    </Flex>
  );
}

/** The User Report Analytics tab: sign-in windows (7 days, 24 hours), logins per day, and the user tables. */
export function UserReport() {
  const [window, setWindow] = useState<Window>('all');
  return (
    <Flex vertical gap="middle" data-testid="report-users">
      <Flex wrap gap="middle">
        <WindowTotal window="7days" title={T.signedIn7} />
        <WindowTotal window="1day" title={T.signedIn1} />
      </Flex>
      <LoginsChart />
      <Segmented<Window>
        aria-label={T.windowLabel}
        value={window}
        onChange={setWindow}
        options={(['all', '7days', '1day'] as const).map((value) => ({ value, label: T.windows[value] }))}
      />
      {/* a new window starts at page 1 with an empty search */}
      <UserTable key={window} window={window} />
    </Flex>
  );
}
