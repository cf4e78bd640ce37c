import { useState } from 'react';
import { App, Button, Flex, Input, Space, Typography } from 'antd';
import type { Account } from '@portal/shared';
import { errorText, useAuthStore, useIsNarrow, usePermission, usePermissions } from '@portal/shared/react';
import { startImpersonating } from '../lib/tokens';
import { useChangeUserStatus, useImpersonation, useRecoverExpiredPassword, useUsers } from './api';
import { EditUserModal } from './EditUserModal';
import { ExportButtons } from './ExportButtons';
import { MANAGEMENT_TEXTS } from './texts';
import { TemporaryPasswordModal } from './TemporaryPasswordModal';
import { TicketPermissionsModal } from './TicketPermissionsModal';
import { UserFilters } from './UserFilters';
import { displayName, UsersList, type UserAction } from './UsersList';
import { filterSource, filterType, neighbourSource, searchSource, searchTextOf, type UserFilterValues, type UserListSource } from './userQuery';
import { QueryError } from '@portal/shared/pages';

const T = MANAGEMENT_TEXTS;

type OpenModal = { kind: 'edit' | 'tickets'; account: Account } | null;

/**
 * /management (spec 2.6, 5–9): users 5 per page with the total, paged through the server's nextPage/prevPage,
 * searched by text or filtered by location/profile/group; export; edit, disable/enable, impersonate, delete,
 * ticket permissions and expired-password recovery as the viewer's rights allow (the api checks each again).
 */
export function ManagementPage() {
  const { message, modal } = App.useApp();
  const narrow = useIsNarrow();
  const { modules, claims } = usePermissions();
  const impersonating = useAuthStore((s) => s.impersonating) || Boolean(claims?.impersonate);
  const rights = {
    write: Boolean(modules?.users.write),
    edit: usePermission('user_management', 'edit'),
    remove: usePermission('user_management', 'delete'),
    impersonate: !impersonating,
  };
  const [searchText, setSearchText] = useState('');
  const [source, setSource] = useState<UserListSource>(() => searchSource(''));
  const [appliedFilter, setAppliedFilter] = useState<UserFilterValues | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [open, setOpen] = useState<OpenModal>(null);
  // the temporary password of a recovery, shown once until closed
  const [temporary, setTemporary] = useState<{ who: string; password: string } | null>(null);
  const users = useUsers(source);
  const changeStatus = useChangeUserStatus();
  const recover = useRecoverExpiredPassword();
  const impersonation = useImpersonation();
  const page = users.data;

  // a delete or disable emptied the last page: step back to the one before it (set while rendering, so the empty page
  // is never shown; the step's own page is placeholder data until it arrives)
  if (page && !users.isPlaceholderData && page.results.length === 0 && page.offset > 0 && page.prevPage) {
    setSource(neighbourSource(source, page.prevPage));
  }

  function handleSearch(text: string) {
    setSearchText(text);
    setAppliedFilter(null);
    setSource(searchSource(text));
  }

  function handleApplyFilter(values: UserFilterValues) {
    const next = filterSource(values);
    if (!next) return;
    // the filter and the text search are separate server lists: one at a time
    setSearchText('');
    setAppliedFilter(values);
    setSource(next);
  }

  function handleClearFilter() {
    setAppliedFilter(null);
    setSource(searchSource(searchText));
  }

  function confirmStatus(account: Account, status: 'active' | 'inactive' | 'blocked') {
    const who = displayName(account);
    const copy = {
      inactive: { title: T.disableTitle, content: T.disableConfirm(who), ok: T.inactivated, failed: T.inactivateFailed },
      active: { title: T.enableTitle, content: T.enableConfirm(who), ok: T.activated, failed: T.activateFailed },
      blocked: { title: T.deleteTitle, content: T.deleteConfirm(who), ok: T.deleted, failed: T.deleteFailed },
    }[status];
    modal.confirm({
      title: copy.title,
      content: copy.content,
      okText: T.ok,
      cancelText: T.cancel,
      okButtonProps: { danger: status !== 'active' },
      onOk: async () => {
        try {
          await changeStatus.mutateAsync({ id: account.id, body: { status_name: status } });
          message.success(copy.ok);
        } catch (error) {
          message.error(errorText(error, copy.failed));
        }
      },
    });
  }

  function confirmImpersonate(account: Account) {
    if (account.status !== 'ACTIVE') {
      message.error(T.impersonateInactive);
      return;
    }
    modal.confirm({
      title: T.impersonateTitle,
      content: T.impersonateConfirm(displayName(account)),
      okText: T.ok,
      cancelText: T.cancel,
      onOk: async () => {
        try {
          const tokens = await impersonation.mutateAsync(account.id);
          if (!startImpersonating(tokens)) message.error(T.impersonateFailed);
        } catch (error) {
          message.error(errorText(error, T.impersonateFailed));
        }
      },
    });
  }

  function confirmRecover(account: Account) {
    modal.confirm({
      title: T.recoverTitle,
      content: T.recoverConfirm(displayName(account)),
      okText: T.ok,
      cancelText: T.cancel,
      onOk: async () => {
        try {
          const result = await recover.mutateAsync(account.id);
          message.success(T.recovered);
          setTemporary({ who: displayName(account), password: result.temporary_password });
        } catch (error) {
          message.error(errorText(error, T.recoverFailed));
        }
      },
    });
  }

  function handleAction(action: UserAction, account: Account) {
    if (action === 'edit' || action === 'tickets') setOpen({ kind: action, account });
    else if (action === 'disable') confirmStatus(account, 'inactive');
    else if (action === 'enable') confirmStatus(account, 'active');
    else if (action === 'delete') confirmStatus(account, 'blocked');
    else if (action === 'impersonate') confirmImpersonate(account);
    else confirmRecover(account);
  }

  const busyId = changeStatus.isPending
    ? (changeStatus.variables?.id ?? null)
    : recover.isPending
      ? (recover.variables ?? null)
      : impersonation.isPending
        ? (impersonation.variables ?? null)
        : null;
  const appliedType = appliedFilter ? filterType(appliedFilter) : null;
  const pageNumber = page ? Math.floor(page.offset / Math.max(page.limit, 1)) + 1 : 1;

  return (
    <Flex vertical gap="middle" style={{ padding: narrow ? 8 : 16, minWidth: 0 }} data-testid="management-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {T.title}
      </Typography.Title>

      <Flex vertical={narrow} gap="small" wrap justify="space-between" align={narrow ? 'stretch' : 'center'}>
        <Input.Search
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onSearch={handleSearch}
          allowClear
          maxLength={80}
          aria-label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          style={narrow ? undefined : { flex: '1 1 260px', maxWidth: 420 }}
          data-testid="users-search"
        />
        <Space wrap>
          <Button onClick={() => setFiltersOpen((v) => !v)} aria-expanded={filtersOpen} aria-controls="user-filters" data-testid="filters-toggle">
            {T.filters.title}
            {appliedType ? ` (${appliedType})` : ''}
          </Button>
          <ExportButtons filter={searchTextOf(source)} filtered={source.kind === 'filter'} narrow={narrow} />
        </Space>
      </Flex>

      {filtersOpen && (
        <div id="user-filters">
          <UserFilters applied={appliedFilter} onApply={handleApplyFilter} onClear={handleClearFilter} narrow={narrow} />
        </div>
      )}

      {users.isError && <QueryError query={users} fallback={T.loadFailed} />}

      <Typography.Text strong data-testid="users-total" aria-live="polite">
        {page ? T.total(page.total) : '\u00a0'}
      </Typography.Text>

      <UsersList users={page?.results ?? []} loading={users.isFetching} rights={rights} selfId={claims?.id ?? null} busyId={busyId} onAction={handleAction} narrow={narrow} />

      <nav aria-label={T.pagingLabel}>
        <Flex gap="small" align="center" justify={narrow ? 'space-between' : 'flex-end'}>
          <Button disabled={!page?.prevPage || users.isFetching} onClick={() => page?.prevPage && setSource(neighbourSource(source, page.prevPage))}>
            {T.previous}
          </Button>
          <Typography.Text data-testid="users-page">{T.pageOf(pageNumber, page?.pageCount ?? 1)}</Typography.Text>
          <Button disabled={!page?.nextPage || users.isFetching} onClick={() => page?.nextPage && setSource(neighbourSource(source, page.nextPage))}>
            {T.next}
          </Button>
        </Flex>
      </nav>

      {open?.kind === 'edit' && <EditUserModal account={open.account} onClose={() => setOpen(null)} />}
      {open?.kind === 'tickets' && <TicketPermissionsModal account={open.account} onClose={() => setOpen(null)} />}
      {temporary && <TemporaryPasswordModal who={temporary.who} password={temporary.password} onClose={() => setTemporary(null)} />}
    </Flex>
  );
}
