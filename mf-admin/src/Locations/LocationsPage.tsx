import { useState } from 'react';
import { App, Button, Flex, Input, Typography } from 'antd';
import { LOCATIONS_PAGE_SIZE, type Location } from '@portal/shared';
import { useNavigate } from 'react-router-dom';
import { usePermission, usePermissions, useIsNarrow, errorText } from '@portal/shared/react';
import { useDeleteLocation, useLocations, useToggleLocation, type LocationListParams } from './api';
import { LocationFormModal } from './LocationFormModal';
import { LocationsTable } from './LocationsTable';
import { LOCATION_TEXTS } from './texts';
import { useLocationSearch } from './useLocationSearch';
import { QueryError } from '@portal/shared/pages';

/** What the add/edit modal shows: closed, a new location, or one row. */
type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; location: Location };

/**
 * /locations: one server page of 10 (paged, sorted and searched by the api), add/edit, activate/deactivate and
 * delete (spec 2.10, 5, 6, 7, 8).
 */
export function LocationsPage() {
  const { message, modal } = App.useApp();
  const canAdd = usePermission('location', 'add');
  const canEdit = usePermission('location', 'edit');
  const canDelete = usePermission('location', 'delete');
  const { text, setText, search, submit } = useLocationSearch();
  // the page belongs to the search it was chosen in: a new search starts at page 1 in the same render
  // (no request for the old page of the new search)
  const [paging, setPaging] = useState<{ page: number; search: string }>({ page: 1, search: '' });
  const page = paging.search === search ? paging.page : 1;
  const [sort, setSort] = useState<LocationListParams['sort']>(null);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const locations = useLocations({ page, sort, search });
  const toggle = useToggleLocation();
  const remove = useDeleteLocation();
  const narrow = useIsNarrow();
  const navigate = useNavigate();
  const ownLocation = usePermissions().claims?.location_id ?? null;
  // location editors open every location's chat; others only their own (mf-chat, the api's rule)
  const canOpenChat = (location: Location) => canEdit || location.id === ownLocation;

  const total = locations.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / LOCATIONS_PAGE_SIZE));
  // a delete emptied the last page: show the one before it (set while rendering, so the empty page is never shown)
  if (locations.data && !locations.isPlaceholderData && page > lastPage) setPaging({ page: lastPage, search });

  function changeSort(next: LocationListParams['sort']) {
    setSort(next);
    setPaging({ page: 1, search });
  }

  function handleToggle(location: Location) {
    toggle.mutate(location.id, { onError: () => message.error(LOCATION_TEXTS.toggleFailed) });
  }

  function handleDelete(location: Location) {
    modal.confirm({
      title: LOCATION_TEXTS.deleteTitle,
      content: LOCATION_TEXTS.deleteConfirm,
      okText: LOCATION_TEXTS.deleteOk,
      okButtonProps: { danger: true },
      cancelText: LOCATION_TEXTS.cancel,
      onOk: async () => {
        try {
          await remove.mutateAsync(location.id);
          message.success(LOCATION_TEXTS.removed);
        } catch (error) {
          message.error(errorText(error, LOCATION_TEXTS.deleteFailed));
        }
      },
    });
  }

  const rows = locations.data?.results ?? [];

  return (
    <Flex vertical gap="middle" style={{ padding: 16, minWidth: 0 }} data-testid="locations-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {LOCATION_TEXTS.title}
      </Typography.Title>

      <Flex vertical={narrow} wrap gap="small" justify="space-between" align={narrow ? 'stretch' : 'center'}>
        <Input.Search
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={submit}
          allowClear
          aria-label={LOCATION_TEXTS.searchLabel}
          placeholder={LOCATION_TEXTS.searchPlaceholder}
          title={LOCATION_TEXTS.searchHint}
          style={narrow ? undefined : { flex: '1 1 260px', maxWidth: 420 }}
          data-testid="locations-search"
        />
        {canAdd && (
          <Button type="primary" block={narrow} onClick={() => setEditing({ mode: 'create' })} data-testid="locations-add">
            {LOCATION_TEXTS.addNew}
          </Button>
        )}
      </Flex>

      {locations.isError && <QueryError query={locations} fallback={LOCATION_TEXTS.loadFailed} />}

      <LocationsTable
        locations={rows}
        total={total}
        loading={locations.isFetching}
        page={page}
        onPageChange={(next) => setPaging({ page: next, search })}
        sort={sort}
        onSortChange={changeSort}
        canEdit={canEdit}
        canDelete={canDelete}
        togglingId={toggle.isPending ? (toggle.variables ?? null) : null}
        onToggle={handleToggle}
        onEdit={(location) => setEditing({ mode: 'edit', location })}
        onDelete={handleDelete}
        canOpenChat={canOpenChat}
        onOpenChat={(location) => navigate(`/locations/chat/${location.id}`)}
      />

      {editing.mode !== 'closed' && <LocationFormModal location={editing.mode === 'edit' ? editing.location : null} onClose={() => setEditing({ mode: 'closed' })} />}
    </Flex>
  );
}
