import { Flex, Spin, Typography } from 'antd';
import { formatUsDateTime } from '@portal/shared';
import { useRemoteHistory } from './api';
import { REMOTE_TEXTS } from './texts';
import { QueryError } from '@portal/shared/pages';

export interface RemoteHistoryProps {
  name: string;
}

/** The URLs a remote was pointed at, newest first; loaded when its row is expanded. */
export function RemoteHistory({ name }: RemoteHistoryProps) {
  const history = useRemoteHistory(name);
  if (history.isPending) return <Spin size="small" />;
  if (history.isError) return <QueryError query={history} fallback={REMOTE_TEXTS.historyFailed} type="warning" />;
  return (
    <Flex vertical gap={4} data-testid={`remote-history-${name}`}>
      <Typography.Text strong>{REMOTE_TEXTS.historyTitle}</Typography.Text>
      {history.data.length === 0 ? (
        <Typography.Text type="secondary">{REMOTE_TEXTS.historyEmpty}</Typography.Text>
      ) : (
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          {history.data.map((entry) => (
            <li key={`${entry.changedAt}-${entry.manifestUrl}`}>
              <Typography.Text code style={{ wordBreak: 'break-all' }}>
                {entry.manifestUrl}
              </Typography.Text>{' '}
              <Typography.Text type="secondary">
                {formatUsDateTime(entry.changedAt)} · {REMOTE_TEXTS.historyBy(entry.changedBy)}
              </Typography.Text>
            </li>
          ))}
        </ol>
      )}
    </Flex>
  );
}
