import { Badge, Button, Flex } from 'antd';
import { useManifestHealth } from './api';
import { REMOTE_TEXTS } from './texts';

export interface RemoteHealthProps {
  manifestUrl: string;
}

export function RemoteHealth({ manifestUrl }: RemoteHealthProps) {
  const health = useManifestHealth(manifestUrl);
  const status = health.isFetching ? 'processing' : health.data ? 'success' : 'error';
  const label = health.isFetching ? REMOTE_TEXTS.checking : health.data ? REMOTE_TEXTS.reachable : REMOTE_TEXTS.unreachable;
  return (
    <Flex gap="small" align="center" wrap>
      <span role="status" aria-live="polite">
        <Badge status={status} text={label} />
      </span>
      {!health.isFetching && (
        <Button size="small" type="link" onClick={() => health.refetch()} aria-label={`${REMOTE_TEXTS.recheck}: ${manifestUrl}`}>
          {REMOTE_TEXTS.recheck}
        </Button>
      )}
    </Flex>
  );
}
