import type { HTMLAttributes } from 'react';
import { Button, Card, Empty, Flex, Space, Spin, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { Account } from '@portal/shared';
import { MANAGEMENT_TEXTS } from './texts';

const T = MANAGEMENT_TEXTS;

export type UserAction = 'edit' | 'disable' | 'enable' | 'impersonate' | 'delete' | 'tickets' | 'recover';

export interface UserRights {
  /** spec 6: the actions column only with users.write */
  write: boolean;
  /** Edit, Disable/Enable, Impersonate (and the ticket permissions and password recovery) */
  edit: boolean;
  /** Delete */
  remove: boolean;
  /** false while the viewer is already acting as someone (the api refuses a second impersonation) */
  impersonate: boolean;
}

export interface UsersListProps {
  users: Account[];
  loading: boolean;
  rights: UserRights;
  /** the signed-in user: no status change or impersonation of yourself */
  selfId: number | null;
  /** id of the row an action waits on */
  busyId: number | null;
  onAction(action: UserAction, account: Account): void;
  narrow: boolean;
}

export const displayName = (account: Account) =>
  account.full_name?.trim() || `${account.first_name ?? ''} ${account.last_name ?? ''}`.trim() || account.email;

/** The actions a row offers, in order, from the spec's permission rules and the account's state. */
export function rowActions(account: Account, rights: UserRights, selfId: number | null): UserAction[] {
  if (!rights.write) return [];
  const self = account.id === selfId;
  const actions: UserAction[] = [];
  if (rights.edit) {
    actions.push('edit');
    if (!self) actions.push(account.status === 'INACTIVE' ? 'enable' : 'disable');
    if (!self && rights.impersonate) actions.push('impersonate');
    actions.push('tickets');
    // your own expired password goes through the Update Password overlay (the api refuses this for yourself)
    if (account.password_is_expired && !self) actions.push('recover');
  }
  if (rights.remove && !self) actions.push('delete');
  return actions;
}

const ACTION_LABELS: Record<UserAction, string> = {
  edit: T.actions.edit,
  disable: T.actions.disable,
  enable: T.actions.enable,
  impersonate: T.actions.impersonate,
  delete: T.actions.delete,
  tickets: T.actions.tickets,
  recover: T.actions.recover,
};

function RowActions({ account, rights, selfId, busyId, onAction }: Omit<UsersListProps, 'users' | 'loading' | 'narrow'> & { account: Account }) {
  const who = displayName(account);
  return (
    <Space size={4} wrap>
      {rowActions(account, rights, selfId).map((action) => (
        <Button
          key={action}
          size="small"
          danger={action === 'delete' || action === 'disable'}
          disabled={busyId === account.id}
          aria-label={T.actions.label(ACTION_LABELS[action], who)}
          onClick={() => onAction(action, account)}
        >
          {ACTION_LABELS[action]}
        </Button>
      ))}
    </Space>
  );
}

function StatusTag({ account }: { account: Account }) {
  return account.status === 'ACTIVE' ? <Tag color="green">{T.statusActive}</Tag> : <Tag>{T.statusInactive}</Tag>;
}

function PasswordTag({ account }: { account: Account }) {
  return account.password_is_expired ? <Tag color="orange">{T.passwordExpired}</Tag> : <Tag color="blue">{T.passwordValid}</Tag>;
}

const show = (value: string | null | undefined) => (value && value.trim() ? value : T.none);

/** Below 700 px each user is a card (spec 2.1 narrow layout): no sideways scrolling to reach the actions. */
function UserCards({ users, loading, ...rest }: UsersListProps) {
  if (!users.length) return loading ? <Spin /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} />;
  return (
    <Spin spinning={loading}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }} aria-label={T.title} data-testid="users-cards">
        {users.map((account) => (
          <li key={account.id}>
            <Card size="small" data-testid="user-row">
              <Flex vertical gap={4}>
                <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                  {displayName(account)}
                </Typography.Text>
                <Typography.Text style={{ overflowWrap: 'anywhere' }}>{account.email}</Typography.Text>
                <Typography.Text type="secondary">
                  {[account.location_name, account.profiles_name, account.group_name].filter(Boolean).join(' · ') || T.none}
                </Typography.Text>
                <Space size={4} wrap>
                  <StatusTag account={account} />
                  {account.password_is_expired && <PasswordTag account={account} />}
                </Space>
                <RowActions account={account} {...rest} />
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
    </Spin>
  );
}

/** The users of one page: a table on wide screens, cards on narrow ones. Paging is the page's own (server strings). */
export function UsersList(props: UsersListProps) {
  const { users, loading, rights, narrow } = props;
  if (narrow) return <UserCards {...props} />;

  const columns: TableColumnsType<Account> = [
    { title: T.columns.name, key: 'name', render: (_, a) => displayName(a) },
    { title: T.columns.email, dataIndex: 'email', key: 'email', render: (email: string) => <span style={{ overflowWrap: 'anywhere' }}>{email}</span> },
    { title: T.columns.location, dataIndex: 'location_name', key: 'location', render: show },
    { title: T.columns.profile, dataIndex: 'profiles_name', key: 'profile', render: show },
    { title: T.columns.group, dataIndex: 'group_name', key: 'group', render: show },
    { title: T.columns.status, key: 'status', width: 100, render: (_, a) => <StatusTag account={a} /> },
    { title: T.columns.password, key: 'password', width: 100, render: (_, a) => <PasswordTag account={a} /> },
  ];
  if (rights.write) {
    columns.push({
      title: T.columns.actions,
      key: 'actions',
      width: 300,
      render: (_, account) => <RowActions account={account} {...props} />,
    });
  }

  return (
    <Table<Account>
      rowKey="id"
      columns={columns}
      dataSource={users}
      loading={loading}
      pagination={false}
      scroll={{ x: rights.write ? 1150 : 850 }}
      locale={{ emptyText: T.empty }}
      size="middle"
      onRow={() => ({ 'data-testid': 'user-row' }) as HTMLAttributes<HTMLElement>}
      data-testid="users-table"
    />
  );
}
