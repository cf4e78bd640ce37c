import { useState } from 'react';
import { App, Button, Flex, Space, Typography } from 'antd';
import { formatUsDateTime, type RegistryRemote } from '@portal/shared';
import { usePermission, errorText } from '@portal/shared/react';
import { useRemoteHealth, useRemotes, useUpdateRemote } from './api';
import { RemoteCompat } from './RemoteCompat';
import { RemoteHealth } from './RemoteHealth';
import { RemoteHistory } from './RemoteHistory';
import { RemoteUrlModal } from './RemoteUrlModal';
import { REMOTE_TEXTS } from './texts';
import { ResponsiveTable, type ResponsiveColumn } from '../ResponsiveTable';
import '../admin.css';
import { QueryError } from '@portal/shared/pages';

/** A URL on one line, cut with an ellipsis when long; the whole of it in the tooltip and the copy button. */
const Url = ({ value }: { value: string | null }) =>
  value ? (
    <Typography.Text code copyable={{ text: value }} ellipsis={{ tooltip: value }} className="mfadmin-url">
      {value}
    </Typography.Text>
  ) : (
    <>{REMOTE_TEXTS.none}</>
  );

/** /remotes: which build each remote loads from, its health, change URL and roll back. */
export function RemotesPage() {
  const { message, modal } = App.useApp();
  const canEdit = usePermission('permissions_management', 'edit');
  const remotes = useRemotes();
  const health = useRemoteHealth();
  const healthOf = (name: string) => health.data?.find((h) => h.name === name);
  const update = useUpdateRemote();
  const [editing, setEditing] = useState<RegistryRemote | null>(null);

  function handleRollback(remote: RegistryRemote) {
    modal.confirm({
      title: REMOTE_TEXTS.rollbackTitle,
      content: REMOTE_TEXTS.rollbackConfirm(remote.name, remote.previousUrl ?? ''),
      okText: REMOTE_TEXTS.rollback,
      okButtonProps: { danger: true },
      cancelText: REMOTE_TEXTS.cancel,
      onOk: async () => {
        try {
          await update.mutateAsync({ name: remote.name, body: { rollback: true } });
          message.success(REMOTE_TEXTS.rolledBack(remote.name));
        } catch (error) {
          message.error(errorText(error, REMOTE_TEXTS.rollbackFailed));
        }
      },
    });
  }

  const columns: ResponsiveColumn<RegistryRemote>[] = [
    { title: REMOTE_TEXTS.columns.name, dataIndex: 'name', key: 'name', width: 130, sorter: (a, b) => a.name.localeCompare(b.name) },
    { title: REMOTE_TEXTS.columns.title, dataIndex: 'title', key: 'title', width: 120 },
    { title: REMOTE_TEXTS.columns.manifestUrl, key: 'manifestUrl', render: (_, r) => <Url value={r.manifestUrl} /> },
    { title: REMOTE_TEXTS.columns.previousUrl, key: 'previousUrl', render: (_, r) => <Url value={r.previousUrl} /> },
    {
      title: REMOTE_TEXTS.columns.lastChange,
      key: 'lastChange',
      width: 140,
      render: (_, r) => {
        const change = healthOf(r.name)?.lastChange;
        return (
          <Flex vertical>
            <span>{formatUsDateTime(change?.at ?? r.updatedAt)}</span>
            {change && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {REMOTE_TEXTS.lastChangeBy(change.by)}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
    {
      title: REMOTE_TEXTS.columns.version,
      key: 'version',
      render: (_, r) => (health.isFetching ? REMOTE_TEXTS.none : (healthOf(r.name)?.version ?? REMOTE_TEXTS.noVersion)),
    },
    {
      title: (
        <Flex gap="small" align="center">
          {REMOTE_TEXTS.columns.health}
          <Button size="small" type="link" onClick={() => health.refetch()} disabled={health.isFetching}>
            {REMOTE_TEXTS.recheck}
          </Button>
        </Flex>
      ),
      key: 'health',
      cardLabel: REMOTE_TEXTS.columns.health,
      render: (_, r) => (
        <Flex vertical>
          <RemoteHealth health={healthOf(r.name)} checking={health.isFetching} />
          <RemoteCompat remote={r} />
        </Flex>
      ),
    },
  ];
  if (canEdit) {
    columns.push({
      title: REMOTE_TEXTS.columns.actions,
      key: 'actions',
      render: (_, r) => (
        <Space size="small" wrap>
          <Button size="small" aria-label={REMOTE_TEXTS.changeUrlLabel(r.name)} onClick={() => setEditing(r)}>
            {REMOTE_TEXTS.changeUrl}
          </Button>
          <Button size="small" danger disabled={!r.previousUrl} aria-label={REMOTE_TEXTS.rollbackLabel(r.name)} onClick={() => handleRollback(r)}>
            {REMOTE_TEXTS.rollback}
          </Button>
        </Space>
      ),
    });
  }

  return (
    <Flex vertical gap="middle" style={{ padding: 16, minWidth: 0 }} data-testid="remotes-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {REMOTE_TEXTS.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {REMOTE_TEXTS.intro}
      </Typography.Paragraph>
      {health.isError && <QueryError query={health} fallback={REMOTE_TEXTS.healthFailed} type="warning" />}
      {remotes.isError && <QueryError query={remotes} fallback={REMOTE_TEXTS.loadFailed} />}
      <ResponsiveTable<RegistryRemote>
        rowKey="name"
        columns={columns}
        dataSource={remotes.data ?? []}
        loading={remotes.isFetching}
        pagination={false}
        expandable={{ expandedRowRender: (r) => <RemoteHistory name={r.name} /> }}
        expandLabel={REMOTE_TEXTS.historyTitle}
        locale={{ emptyText: REMOTE_TEXTS.empty }}
        size="middle"
        testId="remotes-table"
      />
      {editing && <RemoteUrlModal remote={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
