import { Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { CALENDAR_FEED_TEXTS } from '@portal/shared';
import { useIsNarrow, usePermission, usePermissions } from '@portal/shared/react';
import { Activities } from './Activities';
import { CalendarFeedCard } from './CalendarFeedCard';
import { useMyAccount } from './api';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { ProfilePicture } from './ProfilePicture';
import { PROFILE_TEXTS as T } from './texts';
import { UpgradeRequestCard } from './UpgradeRequestCard';
import { QueryError } from '@portal/shared/pages';

const show = (value: string | null | undefined) => (value && value.trim() ? value : T.none);
const heading = (text: string) => <h3 style={{ margin: 0 }}>{text}</h3>;

/**
 * /profile (calendar spec 2.3, 5, 9): the signed-in user's details, editable names and phone, picture, last
 * activities, and for personal or partner accounts a request to upgrade to a company email.
 */
export function ProfilePage() {
  const narrow = useIsNarrow();
  const id = usePermissions().claims?.id ?? null;
  const account = useMyAccount(id);
  const data = account.data;
  const readsEvents = usePermission('events', 'view');
  const name = data ? `${data.first_name} ${data.last_name}`.trim() || data.email : '';

  function content() {
    if (account.isError) {
      return <QueryError query={account} fallback={T.loadFailed} />;
    }
    if (!data) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
    return (
      <>
        <Card title={heading(T.details)} data-testid="profile-details">
          <Flex vertical gap="large">
            <ProfilePicture account={data} name={name} />
            <Descriptions column={narrow ? 1 : 2} bordered size="small" layout={narrow ? 'vertical' : 'horizontal'}>
              <Descriptions.Item label={T.fields.name}>{show(name)}</Descriptions.Item>
              <Descriptions.Item label={T.fields.email}>
                <span style={{ overflowWrap: 'anywhere' }}>{show(data.email)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={T.fields.phone}>{show(data.phone_number)}</Descriptions.Item>
              <Descriptions.Item label={T.fields.location}>{show(data.location_name)}</Descriptions.Item>
              <Descriptions.Item label={T.fields.address}>{show(data.addresses?.full)}</Descriptions.Item>
              <Descriptions.Item label={T.fields.group}>{show(data.group_name)}</Descriptions.Item>
            </Descriptions>
          </Flex>
        </Card>
        <Card title={heading(T.edit)}>
          <ProfileDetailsForm key={data.updatedAt} account={data} />
        </Card>
        {!data.is_company_email && (
          <Card title={heading(T.upgrade.title)} data-testid="profile-upgrade">
            <UpgradeRequestCard />
          </Card>
        )}
        <Card title={heading(T.activities)} data-testid="profile-activities">
          <Activities accountId={data.id} />
        </Card>
        {readsEvents ? (
          <Card title={heading(CALENDAR_FEED_TEXTS.title)}>
            <CalendarFeedCard />
          </Card>
        ) : null}
      </>
    );
  }

  return (
    <Flex vertical gap="middle" style={{ padding: narrow ? 8 : 16, minWidth: 0 }} data-testid="profile-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {T.title}
      </Typography.Title>
      {content()}
    </Flex>
  );
}
