import { useMemo, useState } from 'react';
import { Button, Flex, Space, Tooltip } from 'antd';
import { formatRate, formatShortDate, type AnnouncementReportKind, type AnnouncementReportRow } from '@portal/shared';
import { useOpensOverTime, useReportPage } from './api';
import { ChartFigure } from './charts/ChartFigure';
import { ExportMenu } from './ExportMenu';
import { ResponsiveTable, type ResponsiveColumn } from '../ResponsiveTable';
import { ReportPager, ReportSearch } from './ReportControls';
import { ANALYTICS_TEXTS as T } from './texts';
import { useReportQuery } from './useReportQuery';
import { QueryError } from '@portal/shared/pages';

const FLAGS: Record<AnnouncementReportKind, Record<string, string>> = { home: {}, payroll: { has_paylocity: 'true' }, benefits: { has_benefits: 'true' } };

function Hint({ label, hint }: { label: string; hint?: string }) {
  return hint ? (
    <Tooltip title={hint}>
      <span tabIndex={0} style={{ textDecoration: 'underline dotted' }}>
        {label}
      </span>
    </Tooltip>
  ) : (
    <>{label}</>
  );
}

function OpensChart({ row }: { row: AnnouncementReportRow }) {
  const opens = useOpensOverTime(row.announcement_id);
  if (opens.isError) return <QueryError query={opens} fallback={T.loadFailed} />;
  const data = opens.data ?? [];
  const total = data.reduce((n, d) => n + d.opens + d.email_opens, 0);
  return (
    <ChartFigure
      testId="opens-chart"
      title={T.opensTitle(row.title)}
      summary={T.chartSummary(total, 'opens', data.length)}
      kind="line"
      data={data}
      series={[
        { key: 'opens', label: T.opensSeries, color: '#1677ff' },
        { key: 'email_opens', label: T.emailOpensSeries, color: '#52c41a' },
      ]}
    />
  );
}

/** A figure's column: right-aligned, its header explained by a tooltip when the report has a hint for it. */
function countColumn(key: keyof AnnouncementReportRow, hint?: string) {
  const label = T.columns[key as keyof typeof T.columns];
  return { key, dataIndex: key, title: <Hint label={label} hint={hint} />, cardLabel: label, align: 'right' as const };
}

/**
 * One announcement report tab (spec 2.7): the table of 5 a page with search, Prev / Next, the export dropdown
 * of each row and, on request, the row's opens over time.
 */
export function AnnouncementReport({ kind }: { kind: AnnouncementReportKind }) {
  const { query, search, go } = useReportQuery(FLAGS[kind]);
  const page = useReportPage<AnnouncementReportRow>('/analytics/announcements', query);
  const [charted, setCharted] = useState<AnnouncementReportRow | null>(null);
  const chartedId = charted?.announcement_id ?? null;

  const columns = useMemo<ResponsiveColumn<AnnouncementReportRow>[]>(() => {
    return [
      { key: 'title', dataIndex: 'title', title: T.columns.title, width: 200 },
      { key: 'createdAt', title: T.columns.createdAt, render: (_, r) => formatShortDate(r.createdAt), width: 120 },
      countColumn('audience'),
      countColumn('total_opens', T.columnHints.total_opens),
      { ...countColumn('open_rate', T.columnHints.open_rate), render: (_, r) => formatRate(r.open_rate) },
      countColumn('amount_emails_sent'),
      { ...countColumn('open_rate_email', T.columnHints.open_rate_email), render: (_, r) => formatRate(r.open_rate_email) },
      { key: 'dateEmailSent', title: T.columns.dateEmailSent, render: (_, r) => (r.dateEmailSent ? formatShortDate(r.dateEmailSent) : T.notSent), width: 120 },
      countColumn('amount_sms_sent'),
      countColumn('total_clicks_sms', T.columnHints.total_clicks_sms),
      { ...countColumn('open_rate_sms'), render: (_, r) => formatRate(r.open_rate_sms) },
      countColumn('total_clicks', T.columnHints.total_clicks),
      {
        key: 'actions',
        title: T.columns.actions,
        render: (_, r) => (
          <Space size={4} wrap>
            <Button
              size="small"
              aria-pressed={chartedId === r.announcement_id}
              aria-label={T.chartLabel(r.title)}
              onClick={() => setCharted((c) => (c?.announcement_id === r.announcement_id ? null : r))}
            >
              {chartedId === r.announcement_id ? T.hideChart : T.chart}
            </Button>
            <ExportMenu kind={kind} id={r.report_announcement_id} title={r.title} />
          </Space>
        ),
      },
    ];
  }, [kind, chartedId]);

  return (
    <Flex vertical gap="middle" data-testid={`report-${kind}`}>
      <Flex wrap gap="small" justify="space-between" align="center">
        <ReportSearch placeholder={T.searchAnnouncements} onSearch={search} testId={`report-${kind}-search`} />
        <ReportPager page={page.data} what={T.announcementsWord} onGo={go} testId={`report-${kind}-pager`} />
      </Flex>
      {page.isError && <QueryError query={page} fallback={T.loadFailed} />}
      <ResponsiveTable<AnnouncementReportRow>
        rowKey="announcement_id"
        columns={columns}
        dataSource={page.data?.results ?? []}
        loading={page.isFetching}
        pagination={false}
        size="small"
        locale={{ emptyText: T.empty }}
        testId={`report-${kind}-table`}
      />
      {charted && <OpensChart row={charted} />}
    </Flex>
  );
}
