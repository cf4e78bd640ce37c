import { Badge, Flex, Typography } from 'antd';
import type { RemoteHealth as Health } from '@portal/shared';
import { REMOTE_TEXTS } from './texts';

export interface RemoteHealthProps {
  health: Health | undefined;
  checking: boolean;
}

/** The api's reading of one remote's manifest: reachable or why not. */
export function RemoteHealth({ health, checking }: RemoteHealthProps) {
  const status = checking || !health ? 'processing' : health.reachable ? 'success' : 'error';
  const label = checking || !health ? REMOTE_TEXTS.checking : health.reachable ? REMOTE_TEXTS.reachable : REMOTE_TEXTS.unreachable;
  return (
    <Flex vertical gap={2}>
      <span role="status" aria-live="polite">
        <Badge status={status} text={label} />
      </span>
      {!checking && health?.problem && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {health.problem}
        </Typography.Text>
      )}
    </Flex>
  );
}
