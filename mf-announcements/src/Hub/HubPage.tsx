import { Button, Flex, Tabs, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useIsNarrow, usePermission } from '@portal/shared/react';
// straight from its file: the slice's index also carries the composer form and its editor
import { LatestNewsTab } from '../LatestNews/LatestNewsTab';
import { HUB_TEXTS } from '../texts';
import { AnnouncementList } from './AnnouncementList';
import { isHubTabKey, visibleHubTabs, type HubTabKey } from './tabs';

/**
 * /announcements: the eight tabs of spec 2.3. The open tab is kept in `?tab=` so a reader's back button
 * returns to it; Latest News (default) keeps its own `?id=`.
 */
export function HubPage() {
  const canView = usePermission('announcements', 'view');
  const canAdd = usePermission('announcements', 'add');
  const narrow = useIsNarrow();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tabs = visibleHubTabs(canView);
  const asked = params.get('tab');
  const active: HubTabKey = isHubTabKey(asked) && tabs.some((t) => t.key === asked) ? asked : tabs[0]!.key;

  function handleTabChange(key: string) {
    setParams(key === 'news' ? {} : { tab: key }, { replace: true });
  }

  return (
    <Flex vertical gap="middle" style={{ padding: narrow ? 8 : 16, minWidth: 0 }} data-testid="announcements-hub">
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {HUB_TEXTS.title}
        </Typography.Title>
        {canAdd && (
          <Button type="primary" onClick={() => navigate('/announcements/new')}>
            {HUB_TEXTS.newAnnouncement}
          </Button>
        )}
      </Flex>
      <Tabs
        activeKey={active}
        onChange={handleTabChange}
        destroyOnHidden
        items={tabs.map((tab) => ({
          key: tab.key,
          label: tab.label,
          children: tab.key === 'news' ? <LatestNewsTab /> : <AnnouncementList kind={tab.key} emptyType={tab.emptyType} />,
        }))}
      />
    </Flex>
  );
}
