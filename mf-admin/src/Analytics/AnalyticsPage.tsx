import { useState } from 'react';
import { Flex, Tabs, Typography } from 'antd';
import type { AnalyticsTab } from '@portal/shared';
import { AnnouncementReport } from './AnnouncementReport';
import { UserReport } from './UserReport';
import { ANALYTICS_TEXTS as T } from './texts';
import '../admin.css';

const TABS: AnalyticsTab[] = ['home', 'payroll', 'benefits', 'users'];

/**
 * /analytics (spec 2.7, 4, 7, 9): the four tabs. Only the open tab is mounted, so switching tabs starts the new
 * one at page 1 (spec 4).
 */
export function AnalyticsPage() {
  const [tab, setTab] = useState<AnalyticsTab>('home');
  return (
    <Flex vertical gap="middle" style={{ padding: 16, minWidth: 0 }} data-testid="analytics-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {T.title}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as AnalyticsTab)}
        destroyOnHidden
        items={TABS.map((key) => ({
          key,
          label: T.tabs[key],
          children: key === 'users' ? <UserReport /> : <AnnouncementReport kind={key} />,
        }))}
      />
    </Flex>
  );
}
