import { Button, Flex, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useIsNarrow, usePermission } from '@portal/shared/react';
// straight from its file: the slice's index also carries the composer form and its editor
import { LatestNewsTab } from '../LatestNews/LatestNewsTab';
import { HUB_TEXTS } from '../texts';
import { AnnouncementList } from './AnnouncementList';
import { HubTabs } from './HubTabs';
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

  const activeTab = tabs.find((t) => t.key === active)!;

  function handleTabChange(key: HubTabKey) {
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
      <HubTabs<HubTabKey> label={HUB_TEXTS.title} tabs={tabs} active={active} onChange={handleTabChange}>
        {activeTab.key === 'news' ? <LatestNewsTab /> : <AnnouncementList key={activeTab.key} kind={activeTab.key} emptyType={activeTab.emptyType} />}
      </HubTabs>
    </Flex>
  );
}
