import { Alert, Flex, Typography } from 'antd';
import { useIsNarrow } from '@portal/shared/react';
import { useAudienceOptions } from './api';
import { NotificationForm } from './NotificationForm';
import { NOTIFY_TEXTS } from './texts';
import { QueryError } from '@portal/shared/pages';

/** /notify-dashboard (spec 2.12): the Mobile and Desktop forms side by side; desktop only (spec 2.1). */
export function NotifyDashboardPage() {
  const narrow = useIsNarrow();
  const { locations, groups } = useAudienceOptions();
  if (narrow) {
    return (
      <Flex vertical style={{ padding: 16 }}>
        <Alert type="info" showIcon title={NOTIFY_TEXTS.narrow} />
      </Flex>
    );
  }
  const optionsLoading = locations.isPending || groups.isPending;
  return (
    <Flex vertical gap="middle" style={{ padding: 16, minWidth: 0 }} data-testid="notify-dashboard">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {NOTIFY_TEXTS.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {NOTIFY_TEXTS.intro}
      </Typography.Paragraph>
      {(locations.isError || groups.isError) && <QueryError query={[locations, groups]} fallback={NOTIFY_TEXTS.optionsFailed} alwaysFallback />}
      <Flex gap="middle" wrap align="flex-start">
        {(['mobile', 'desktop'] as const).map((channel) => (
          <NotificationForm key={channel} channel={channel} locations={locations.data ?? []} groups={groups.data ?? []} optionsLoading={optionsLoading} />
        ))}
      </Flex>
    </Flex>
  );
}
