import { Typography } from 'antd';
import type { RegistryRemote } from '@portal/shared';
import { INCOMPATIBLE_BUILD, incompatibleBuildMessage, shareMismatches } from '@portal/shared/core';

/**
 * "Incompatible build" when the remote's build needs a shared singleton the shell does not provide at that version
 * (its `requires`, @portal/shared/core remotes/compat): the shell shows its area's fallback instead of loading it.
 */
export function RemoteCompat({ remote }: { remote: RegistryRemote }) {
  const mismatches = shareMismatches(remote.requires);
  if (!mismatches.length) return null;
  const message = incompatibleBuildMessage(remote.title, mismatches);
  return (
    <Typography.Text type="danger" title={message} aria-description={message} strong>
      {INCOMPATIBLE_BUILD}
    </Typography.Text>
  );
}
