import { useEffect, useRef, useState } from 'react';
import { Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { formatShortDate, UPGRADE_RELOAD_MS, type AccountUpgradeRequest } from '@portal/shared';
import { useIsNarrow, usePermission } from '@portal/shared/react';
import { upgradeKeys, useUpgradeRequests } from './api';
import { UPGRADE_TEXTS as T } from './texts';
import { UpgradeModal } from './UpgradeModal';
import { QueryError } from '@portal/shared/pages';

/**
 * The 'Account Upgrade' list of /user (spec 2.1): pending requests, 'Upgrade' for validators holding edit.
 * After an upgrade the list reloads 2 s later (spec 4, 9). The data is reloaded rather than the whole page, so the
 * 5 s 'Account upgraded!' snackbar stays on screen (a browser reload would cut it short).
 */
export function AccountUpgradeList() {
  const canUpgrade = usePermission('user_validation', 'edit');
  const requests = useUpgradeRequests();
  const client = useQueryClient();
  const narrow = useIsNarrow();
  const [open, setOpen] = useState<AccountUpgradeRequest | null>(null);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  function handleUpgraded() {
    setOpen(null);
    clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => {
      void client.invalidateQueries({ queryKey: upgradeKeys.all });
      void client.invalidateQueries({ queryKey: ['accounts', 'validation'] });
    }, UPGRADE_RELOAD_MS);
  }

  if (requests.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (requests.isError) {
    return <QueryError query={requests} fallback={T.loadFailed} />;
  }
  const rows = requests.data;
  return (
    <>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={T.title} data-testid="upgrade-list">
          {rows.map((request) => (
            <li key={request.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }} data-testid="upgrade-row">
              <Flex vertical={narrow} gap="small" justify="space-between" align={narrow ? 'stretch' : 'center'}>
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                    {request.user_email} → {request.business_email}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {[request.full_name, request.location_name, T.requestedOn(formatShortDate(request.createdAt))].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </Flex>
                {canUpgrade && (
                  <Button type="primary" block={narrow} aria-label={T.upgradeLabel(request.user_email)} onClick={() => setOpen(request)}>
                    {T.upgrade}
                  </Button>
                )}
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {open && <UpgradeModal request={open} onClose={() => setOpen(null)} onUpgraded={handleUpgraded} />}
    </>
  );
}
