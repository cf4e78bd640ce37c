import type { HTMLAttributes } from 'react';
import { Button, Card, Dropdown, Empty, Flex, Space, Spin, Table, Tag, Typography, type TableColumnsType } from 'antd';
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

export const displayName = (account: Account) => account.full_name?.trim() || `${account.first_name ?? ''} ${account.last_name ?? ''}`.trim() || account.email;

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

/** What stays a button in the wide table; the rest sits in the row's 'More' menu so the table fits without scrolling. */
const INLINE_ACTIONS: readonly UserAction[] = ['edit', 'disable', 'enable'];

type RowActionsProps = Omit<UsersListProps, 'users' | 'loading' | 'narrow'> & { account: Account; compact: boolean };

function RowActions({ account, rights, selfId, busyId, onAction, compact }: RowActionsProps) {
  const who = displayName(account);
  const actions = rowActions(account, rights, selfId);
  const inline = compact ? actions.filter((a) => INLINE_ACTIONS.includes(a)) : actions;
  const more = compact ? actions.filter((a) => !INLINE_ACTIONS.includes(a)) : [];
  const busy = busyId === account.id;
  return (
    <Space size={4} wrap>
      {inline.map((action) => (
        <Button
          key={action}
          size="small"
          danger={action === 'delete' || action === 'disable'}
          disabled={busy}
          aria-label={T.actions.label(ACTION_LABELS[action], who)}
          onClick={() => onAction(action, account)}
        >
          {ACTION_LABELS[action]}
        </Button>
      ))}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          disabled={busy}
          menu={{
            items: more.map((action) => ({ key: action, label: ACTION_LABELS[action], danger: action === 'delete' })),
            onClick: ({ key }) => onAction(key as UserAction, account),
          }}
        >
          <Button size="small" aria-label={T.actions.label(T.actions.more, who)}>
            {T.actions.moreShort} ▾
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}

function StatusTag({ account }: { account: Account }) {
  return account.status === 'ACTIVE' ? <Tag color="green">{T.statusActive}</Tag> : <Tag>{T.statusInactive}</Tag>;
}

function ExpiredTag() {
  return <Tag color="orange">{T.passwordExpired}</Tag>;
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
                <Typography.Text type="secondary">{[account.location_name, account.profiles_name, account.group_name].filter(Boolean).join(' · ') || T.none}</Typography.Text>
                <Space size={4} wrap>
                  <StatusTag account={account} />
                  {account.password_is_expired && <ExpiredTag />}
                </Space>
                <RowActions account={account} compact={false} {...rest} />
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
    {
      title: T.columns.status,
      key: 'status',
      width: 110,
      render: (_, a) => (
        <Space size={4} wrap>
          <StatusTag account={a} />
          {a.password_is_expired && <ExpiredTag />}
        </Space>
      ),
    },
  ];
  if (rights.write) {
    columns.push({
      title: T.columns.actions,
      key: 'actions',
      width: 210,
      render: (_, account) => <RowActions account={account} compact {...props} />,
    });
  }

  return (
    <Table<Account>
      rowKey="id"
      columns={columns}
      dataSource={users}
      loading={loading}
      pagination={false}
      // narrower than this (a small window above 700 px) the table scrolls sideways
      scroll={{ x: rights.write ? 940 : 760 }}
      locale={{ emptyText: T.empty }}
      size="middle"
      onRow={() => ({ 'data-testid': 'user-row' }) as HTMLAttributes<HTMLElement>}
      data-testid="users-table"
    />
  );
}
