import { useCallback, useState } from 'react';
import { App, Button, Flex, Input, Tabs, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { SHORTCUT_RELOAD_MS, type Shortcut, type ShortcutStatus } from '@portal/shared';
import { ApiError, useIsNarrow, usePermission } from '@portal/shared/react';
import { shortcutKeys, useActivateShortcut, useDeleteShortcut, useMoveShortcut, useShortcuts } from './api';
import { matchesSearch, previewMove } from './reorder';
import { ShortcutFormModal } from './ShortcutFormModal';
import { ShortcutsTable } from './ShortcutsTable';
import { SHORTCUT_TEXTS as T } from './texts';
import '../admin.css';
import { QueryError } from '@portal/shared/pages';

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; shortcut: Shortcut };

/**
 * /shortcuts, the Apps Manager (spec 2.8, 4, 5, 6, 8): Active Apps (drag-to-reorder, add, edit, delete) and, with
 * delete, Inactive Shortcuts (reactivate); the search filters by name or display names.
 */
export function ShortcutsPage() {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const canAdd = usePermission('shortcuts', 'add');
  const canEdit = usePermission('shortcuts', 'edit');
  const canDelete = usePermission('shortcuts', 'delete');
  const narrow = useIsNarrow();
  const [tab, setTab] = useState<ShortcutStatus>('active');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [busyId, setBusyId] = useState<number | null>(null);
  const status: ShortcutStatus = tab === 'inactive' && canDelete ? 'inactive' : 'active';
  const active = useShortcuts('active');
  const inactive = useShortcuts('inactive', canDelete);
  const list = status === 'active' ? active : inactive;
  const move = useMoveShortcut();
  const remove = useDeleteShortcut();
  const activate = useActivateShortcut();

  /** A 409 means another administrator changed the list first (the order, or deleted / activated it): it is reloaded and the server's reason shown. */
  const failure = useCallback(
    (error: unknown, fallback: string) => {
      if (error instanceof ApiError && error.status === 409) {
        void client.invalidateQueries({ queryKey: shortcutKeys.all });
        message.warning(error.message || T.orderChanged);
      } else message.error(fallback);
    },
    [client, message],
  );

  const handleMove = useCallback(
    (shortcut: Shortcut, to: number | 'up' | 'down') => {
      const preview = previewMove(active.data ?? [], shortcut.id, to);
      move.mutate({ shortcut, to, preview }, { onError: (error) => failure(error, T.reorderFailed) });
    },
    [active.data, move, failure],
  );

  const handleDelete = useCallback(
    (shortcut: Shortcut) => {
      modal.confirm({
        title: T.deleteTitle,
        content: T.deleteConfirm(shortcut.name),
        okText: T.delete,
        okButtonProps: { danger: true },
        cancelText: T.cancel,
        onOk: async () => {
          setBusyId(shortcut.id);
          try {
            await remove.mutateAsync(shortcut);
            message.success(T.deleted);
          } catch (error) {
            failure(error, T.deleteFailed);
          } finally {
            setBusyId(null);
          }
        },
      });
    },
    [modal, remove, message, failure],
  );

  const handleActivate = useCallback(
    async (shortcut: Shortcut) => {
      setBusyId(shortcut.id);
      try {
        await activate.mutateAsync(shortcut);
        message.success(T.activated);
        // spec 4: the list reloads about 300 ms after an activation
        setTimeout(() => void client.invalidateQueries({ queryKey: shortcutKeys.all }), SHORTCUT_RELOAD_MS);
      } catch (error) {
        failure(error, T.activateFailed);
      } finally {
        setBusyId(null);
      }
    },
    [activate, message, client, failure],
  );

  const all = list.data ?? [];
  const rows = all.filter((s) => matchesSearch(s, search));
  const searching = search.trim() !== '';
  const emptyText = searching && all.length > 0 ? T.noMatch : status === 'active' ? T.emptyActive : T.emptyInactive;

  const table = (which: ShortcutStatus) => (
    <>
      {which === 'active' && canEdit && (
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
          {searching ? T.dragDisabledWhileSearching : T.dragHint}
        </Typography.Text>
      )}
      <ShortcutsTable
        rows={rows}
        status={which}
        loading={list.isFetching && !list.data}
        sortable={which === 'active' && canEdit && !searching}
        activeCount={active.data?.length ?? 0}
        canEdit={canEdit}
        canDelete={canDelete}
        emptyText={emptyText}
        busyId={busyId}
        onMove={handleMove}
        onEdit={(shortcut) => setEditing({ mode: 'edit', shortcut })}
        onDelete={handleDelete}
        onActivate={handleActivate}
      />
    </>
  );

  return (
    <Flex vertical gap="middle" style={{ padding: 16, minWidth: 0 }} data-testid="shortcuts-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {T.title}
      </Typography.Title>
      <Flex vertical={narrow} wrap gap="small" justify="space-between" align={narrow ? 'stretch' : 'center'}>
        <Input.Search
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          allowClear
          aria-label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          style={narrow ? undefined : { flex: '1 1 260px', maxWidth: 420 }}
          data-testid="shortcuts-search"
        />
        {canAdd && (
          <Button type="primary" block={narrow} onClick={() => setEditing({ mode: 'create' })} data-testid="shortcuts-add">
            {T.addApp}
          </Button>
        )}
      </Flex>
      {list.isError && <QueryError query={list} fallback={T.loadFailed} />}
      <Tabs
        activeKey={status}
        onChange={(key) => setTab(key as ShortcutStatus)}
        items={[
          { key: 'active', label: T.activeTab, children: status === 'active' ? table('active') : null },
          // spec 6: the Inactive tab only with delete
          ...(canDelete ? [{ key: 'inactive', label: T.inactiveTab, children: status === 'inactive' ? table('inactive') : null }] : []),
        ]}
      />
      {editing.mode !== 'closed' && <ShortcutFormModal shortcut={editing.mode === 'edit' ? editing.shortcut : null} onClose={() => setEditing({ mode: 'closed' })} />}
    </Flex>
  );
}
