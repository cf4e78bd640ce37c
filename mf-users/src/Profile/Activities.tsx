import { useState } from 'react';
import { Empty, Flex, List, Select, Skeleton, Typography } from 'antd';
import { formatShortDate } from '@portal/shared';
import { useActivities, type ActivityRange } from './api';
import { PROFILE_TEXTS as T } from './texts';
import { QueryError } from '@portal/shared/pages';

type Choice = 'latest' | ActivityRange;
const CHOICES: Choice[] = ['latest', '3m', '1m', '1w'];

/** 'Last activities': the latest 10, or three months / one month / one week from the start of this week (calendar spec 9). */
export function Activities({ accountId }: { accountId: number }) {
  const [choice, setChoice] = useState<Choice>('latest');
  const activities = useActivities(accountId, choice === 'latest' ? null : choice);

  function body() {
    if (activities.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (activities.isError) {
      return <QueryError query={activities} fallback={T.activitiesFailed} />;
    }
    if (activities.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noActivities} />;
    return (
      <List
        size="small"
        dataSource={activities.data}
        renderItem={(activity) => (
          <List.Item key={activity.id} data-testid="activity-row">
            <Flex justify="space-between" gap="small" wrap style={{ width: '100%' }}>
              <Typography.Text>{T.kinds[activity.type] ?? activity.type}</Typography.Text>
              <Typography.Text type="secondary">{formatShortDate(activity.createdAt)}</Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    );
  }

  return (
    <Flex vertical gap="small">
      <Flex gap="small" align="center" wrap>
        <label htmlFor="activities-range">
          <Typography.Text strong>{T.activitiesFilter}</Typography.Text>
        </label>
        <Select<Choice>
          id="activities-range"
          value={choice}
          onChange={setChoice}
          options={CHOICES.map((value) => ({ value, label: T.ranges[value] }))}
          style={{ minWidth: 160 }}
          data-testid="activities-range"
        />
      </Flex>
      {body()}
    </Flex>
  );
}
