import { useState } from 'react';
import { App, Button, Flex, Form, Input, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { AUDIT_PAGE_SIZE, auditActionLabel, auditFilterQueryString, formatUsDateTime, type AuditEntry, type AuditFilter } from '@portal/shared';
import { errorText, useIsNarrow } from '@portal/shared/react';
import { exportName, fetchDownload, saveBlob } from '@portal/shared/download';
import { useAuditActions, useAuditPage } from './api';
import { summarise } from './summary';
import { AUDIT_TEXTS } from './texts';
import { QueryError } from '@portal/shared/pages';

const NO_FILTER: AuditFilter = { search: '' };
type ExportFormat = 'csv' | 'xlsx';

/**
 * /audit (Super Admins): the audit log newest first, 20 a page from the server, filtered by action, by who or what
 * and by day, with the details of each entry and CSV / Excel exports of what the filters select.
 */
export function AuditPage() {
  const { message } = App.useApp();
  const narrow = useIsNarrow();
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const entries = useAuditPage(filter, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE);
  const actions = useAuditActions();

  function applyFilter(next: Partial<AuditFilter>) {
    const merged = { ...filter, ...next };
    // an emptied field is no filter at all
    for (const key of ['action', 'from', 'to'] as const) if (!merged[key]) delete merged[key];
    setFilter(merged);
    setPage(1);
  }

  async function handleExport(format: ExportFormat) {
    setExporting(format);
    try {
      const query = auditFilterQueryString(filter);
      const file = await fetchDownload(`/audit/export/${format}${query ? `?${query}` : ''}`, exportName(format));
      saveBlob(file.blob, file.name);
    } catch (error) {
      message.error(errorText(error, AUDIT_TEXTS.exportFailed));
    } finally {
      setExporting(null);
    }
  }

  const columns: TableColumnsType<AuditEntry> = [
    { title: AUDIT_TEXTS.columns.when, key: 'when', width: 190, render: (_, e) => formatUsDateTime(e.createdAt) },
    {
      title: AUDIT_TEXTS.columns.who,
      key: 'who',
      width: 220,
      render: (_, e) =>
        e.actor_name ? (
          <Flex vertical>
            <span>{e.actor_name}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {e.actor_email}
            </Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{AUDIT_TEXTS.system}</Typography.Text>
        ),
    },
    {
      title: AUDIT_TEXTS.columns.what,
      key: 'what',
      render: (_, e) => (
        <Flex vertical>
          <Typography.Text strong>{auditActionLabel(e.action)}</Typography.Text>
          <Typography.Text type="secondary" style={{ wordBreak: 'break-word' }}>
            {summarise(e)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: AUDIT_TEXTS.columns.target,
      key: 'target',
      width: 220,
      render: (_, e) => (
        <span style={{ wordBreak: 'break-word' }}>
          {e.target_label ?? `${e.target_type} ${e.target_id}`}
          {e.target_label && e.target_label !== e.target_id && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {' '}
              ({e.target_type} {e.target_id})
            </Typography.Text>
          )}
        </span>
      ),
    },
  ];

  const dateInput = (key: 'from' | 'to') => (
    <Form.Item label={AUDIT_TEXTS.filters[key]} htmlFor={`audit-${key}`} style={{ marginBottom: 8 }}>
      <Input id={`audit-${key}`} type="date" value={filter[key] ?? ''} onChange={(e) => applyFilter({ [key]: e.target.value })} style={{ width: 170 }} />
    </Form.Item>
  );

  return (
    <Flex vertical gap="middle" style={{ padding: 16, minWidth: 0 }} data-testid="audit-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {AUDIT_TEXTS.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {AUDIT_TEXTS.intro}
      </Typography.Paragraph>
      <Form layout={narrow ? 'vertical' : 'inline'} component="div">
        <Form.Item label={AUDIT_TEXTS.filters.action} htmlFor="audit-action" style={{ marginBottom: 8 }}>
          <Select<string>
            id="audit-action"
            allowClear
            style={{ minWidth: 220 }}
            placeholder={AUDIT_TEXTS.filters.actionPlaceholder}
            loading={actions.isPending}
            options={actions.data ?? []}
            value={filter.action}
            onChange={(action) => applyFilter({ action })}
          />
        </Form.Item>
        <Form.Item label={AUDIT_TEXTS.filters.search} htmlFor="audit-search" style={{ marginBottom: 8 }}>
          <Input.Search
            id="audit-search"
            allowClear
            maxLength={80}
            placeholder={AUDIT_TEXTS.filters.searchPlaceholder}
            value={searchText}
            onChange={(e) => {
              setSearchText(e.target.value);
              if (!e.target.value) applyFilter({ search: '' });
            }}
            onSearch={(value) => applyFilter({ search: value.trim() })}
            style={{ width: 240 }}
          />
        </Form.Item>
        {dateInput('from')}
        {dateInput('to')}
        <Form.Item style={{ marginBottom: 8 }}>
          <Button
            onClick={() => {
              setFilter(NO_FILTER);
              setSearchText('');
              setPage(1);
            }}
          >
            {AUDIT_TEXTS.filters.reset}
          </Button>
        </Form.Item>
      </Form>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text type="secondary">{entries.data ? AUDIT_TEXTS.total(entries.data.total) : ''}</Typography.Text>
        <Space wrap>
          <Button onClick={() => handleExport('csv')} loading={exporting === 'csv'} disabled={exporting !== null}>
            {AUDIT_TEXTS.exportCsv}
          </Button>
          <Button onClick={() => handleExport('xlsx')} loading={exporting === 'xlsx'} disabled={exporting !== null}>
            {AUDIT_TEXTS.exportExcel}
          </Button>
        </Space>
      </Flex>
      {entries.isError && <QueryError query={entries} fallback={AUDIT_TEXTS.loadFailed} />}
      <Table<AuditEntry>
        rowKey="id"
        columns={columns}
        dataSource={entries.data?.results ?? []}
        loading={entries.isFetching}
        size="middle"
        scroll={{ x: 900 }}
        locale={{ emptyText: AUDIT_TEXTS.empty }}
        expandable={{
          expandedRowRender: (e) => (
            <pre aria-label={AUDIT_TEXTS.details} style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12 }}>
              {JSON.stringify(e.details, null, 2)}
            </pre>
          ),
        }}
        pagination={{
          current: page,
          pageSize: AUDIT_PAGE_SIZE,
          total: entries.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        data-testid="audit-table"
      />
    </Flex>
  );
}
