import { useState } from 'react';
import { Alert, App, Avatar, Button, Card, Descriptions, Flex, Result, Select, Skeleton, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { assignableGroups, type Account } from '@portal/shared';
import { ApiError, errorText, useIsNarrow } from '@portal/shared/react';
import { QueryError, useGroups } from '@portal/shared/pages';
import { useAccount, useChangeStatus } from './api';
import { DETAIL_TEXTS } from './texts';

const GROUP_SELECT_ID = 'validation-group';
const GROUP_HINT_ID = 'validation-group-hint';
const GROUP_ERROR_ID = 'validation-group-error';

function parseId(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

const show = (value: string | null | undefined) => (value && value.trim() ? value : DETAIL_TEXTS.none);

/** /user/:id: the registration's details, a group, then 'Confirm User' or 'Block User' (spec 2.2, 4, 8). */
export function ValidationDetailPage() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const account = useAccount(id);
  const groups = useGroups();
  const change = useChangeStatus();
  const narrow = useIsNarrow();
  const [groupId, setGroupId] = useState<number | null>(null);
  const [groupMissing, setGroupMissing] = useState(false);

  async function confirm(target: Account) {
    if (groupId === null) {
      setGroupMissing(true);
      message.error(DETAIL_TEXTS.groupRequired);
      return;
    }
    try {
      await change.mutateAsync({ id: target.id, body: { status_name: 'active', group_id: groupId } });
      message.success(DETAIL_TEXTS.activated);
      navigate('/user');
    } catch (error) {
      message.error(errorText(error, DETAIL_TEXTS.activateFailed));
    }
  }

  function block(target: Account) {
    modal.confirm({
      title: DETAIL_TEXTS.blockTitle,
      content: DETAIL_TEXTS.blockConfirm(target.email),
      okText: DETAIL_TEXTS.blockOk,
      okButtonProps: { danger: true },
      cancelText: DETAIL_TEXTS.cancel,
      onOk: async () => {
        try {
          await change.mutateAsync({ id: target.id, body: { status_name: 'blocked' } });
          message.success(DETAIL_TEXTS.blocked);
          navigate('/user');
        } catch (error) {
          message.error(errorText(error, DETAIL_TEXTS.blockFailed));
        }
      },
    });
  }

  const heading = (
    <Typography.Title level={2} style={{ margin: 0 }}>
      {DETAIL_TEXTS.title}
    </Typography.Title>
  );
  const back = (
    <Button onClick={() => navigate('/user')} style={{ alignSelf: 'flex-start' }}>
      {DETAIL_TEXTS.back}
    </Button>
  );

  function content() {
    const notFound = id === null || (account.error instanceof ApiError && account.error.status === 404);
    if (notFound) return <Result status="404" title={DETAIL_TEXTS.notFound} extra={id === null ? back : undefined} />;
    if (account.isError) {
      return <QueryError query={account} fallback={DETAIL_TEXTS.loadFailed} />;
    }
    const user = account.data;
    if (account.isPending) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
    if (!user || typeof user !== 'object' || Array.isArray(user) || !('id' in user)) {
      return <Result status="404" title={DETAIL_TEXTS.notFound} />;
    }
    const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || user.email;
    const busy = change.isPending;

    return (
      <Card data-testid="validation-detail">
        <Flex vertical gap="large">
          {user.status && user.status !== 'UNVERIFIED' && <Alert type="info" showIcon title={DETAIL_TEXTS.notUnverified(user.status)} />}
          <Flex gap="middle" align="center" wrap>
            <Avatar size={96} src={user.url_image ?? undefined} alt={DETAIL_TEXTS.photoAlt(name)} aria-label={DETAIL_TEXTS.photo}>
              {name.charAt(0).toUpperCase()}
            </Avatar>
            <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
              {name}
            </Typography.Title>
          </Flex>

          <Descriptions column={narrow ? 1 : 2} bordered size="small" layout={narrow ? 'vertical' : 'horizontal'}>
            <Descriptions.Item label={DETAIL_TEXTS.fields.first_name}>{show(user.first_name)}</Descriptions.Item>
            <Descriptions.Item label={DETAIL_TEXTS.fields.last_name}>{show(user.last_name)}</Descriptions.Item>
            <Descriptions.Item label={DETAIL_TEXTS.fields.email}>
              <span style={{ overflowWrap: 'anywhere' }}>{show(user.email)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={DETAIL_TEXTS.fields.address}>{show(user.addresses?.full)}</Descriptions.Item>
            <Descriptions.Item label={DETAIL_TEXTS.fields.phone}>{show(user.phone_number)}</Descriptions.Item>
            <Descriptions.Item label={DETAIL_TEXTS.fields.location}>{show(user.location_name)}</Descriptions.Item>
          </Descriptions>

          <Flex vertical gap={4}>
            <label htmlFor={GROUP_SELECT_ID}>
              <Typography.Text strong>{DETAIL_TEXTS.fields.group}</Typography.Text>
            </label>
            <Select<number>
              id={GROUP_SELECT_ID}
              value={groupId ?? undefined}
              onChange={(value) => {
                setGroupId(value);
                setGroupMissing(false);
              }}
              placeholder={DETAIL_TEXTS.groupPlaceholder}
              options={assignableGroups(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
              loading={groups.isPending}
              status={groupMissing ? 'error' : undefined}
              showSearch={{ optionFilterProp: 'label' }}
              aria-describedby={groupMissing ? `${GROUP_HINT_ID} ${GROUP_ERROR_ID}` : GROUP_HINT_ID}
              aria-invalid={groupMissing || undefined}
              style={{ width: '100%', maxWidth: narrow ? undefined : 420 }}
              data-testid="validation-group"
            />
            <Typography.Text type="secondary" id={GROUP_HINT_ID}>
              {DETAIL_TEXTS.groupHint}
            </Typography.Text>
            {groupMissing && (
              <Typography.Text type="danger" id={GROUP_ERROR_ID} role="alert">
                {DETAIL_TEXTS.groupRequired}
              </Typography.Text>
            )}
            {groups.isError && <QueryError query={groups} fallback={DETAIL_TEXTS.groupsFailed} alwaysFallback type="warning" />}
          </Flex>

          <Flex vertical={narrow} gap="small">
            <Button type="primary" block={narrow} loading={busy && change.variables?.body.status_name === 'active'} disabled={busy} onClick={() => confirm(user)}>
              {DETAIL_TEXTS.confirm}
            </Button>
            <Button danger block={narrow} loading={busy && change.variables?.body.status_name === 'blocked'} disabled={busy} onClick={() => block(user)}>
              {DETAIL_TEXTS.block}
            </Button>
          </Flex>
        </Flex>
      </Card>
    );
  }

  return (
    <Flex vertical gap="middle" style={{ padding: narrow ? 8 : 16, minWidth: 0 }} data-testid="validation-detail-page">
      {heading}
      {id !== null && back}
      {content()}
    </Flex>
  );
}
