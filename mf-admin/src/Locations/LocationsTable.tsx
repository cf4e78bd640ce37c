import { Button, Space, Switch, Tag, type TablePaginationConfig, type TableProps } from 'antd';
import { LOCATIONS_PAGE_SIZE, type Location, type LocationSort } from '@portal/shared';
import type { LocationListParams } from './api';
import { LOCATION_TEXTS } from './texts';
import { ResponsiveTable, type ResponsiveColumn } from '../ResponsiveTable';

export interface LocationsTableProps {
  /** the rows of the current page */
  locations: Location[];
  /** how many rows match on the server (drives the pagination) */
  total: number;
  loading: boolean;
  page: number;
  onPageChange(page: number): void;
  /** the column sort asked of the server; null = its default (by name) with no header marked */
  sort: LocationListParams['sort'];
  onSortChange(sort: LocationListParams['sort']): void;
  canEdit: boolean;
  canDelete: boolean;
  /** id of the row whose toggle is waiting for the server */
  togglingId: number | null;
  onToggle(location: Location): void;
  onEdit(location: Location): void;
  onDelete(location: Location): void;
  /** whether this user may open the row's location chat (the api decides again) */
  canOpenChat(location: Location): boolean;
  onOpenChat(location: Location): void;
}

/** The server sorts: a header click only says which column and which way. */
function sortable(by: LocationSort, sort: LocationListParams['sort']) {
  return {
    sorter: true,
    sortOrder: sort?.by === by ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
  };
}

export function LocationsTable(props: LocationsTableProps) {
  const { locations, total, loading, page, onPageChange, sort, onSortChange, canEdit, canDelete, togglingId, onToggle, onEdit, onDelete, canOpenChat, onOpenChat } = props;

  const columns: ResponsiveColumn<Location>[] = [
    { title: LOCATION_TEXTS.columns.name, dataIndex: 'name', key: 'name', ...sortable('name', sort) },
    { title: LOCATION_TEXTS.columns.displayName, dataIndex: 'display_name', key: 'display_name', ...sortable('display_name', sort) },
    { title: LOCATION_TEXTS.columns.storeId, dataIndex: 'store_id', key: 'store_id', ...sortable('store_id', sort), width: 90 },
    { title: LOCATION_TEXTS.columns.address, dataIndex: 'address', key: 'address', ...sortable('address', sort) },
    { title: LOCATION_TEXTS.columns.phone, dataIndex: 'phone', key: 'phone', ...sortable('phone', sort), width: 140 },
    {
      title: LOCATION_TEXTS.columns.status,
      key: 'active',
      width: 140,
      // ascending = active first
      ...sortable('active', sort),
      render: (_, location) =>
        canEdit ? (
          <Switch
            checked={location.active}
            loading={togglingId === location.id}
            checkedChildren={LOCATION_TEXTS.activated}
            unCheckedChildren={LOCATION_TEXTS.deactivated}
            aria-label={LOCATION_TEXTS.toggleLabel(location.name)}
            onChange={() => onToggle(location)}
          />
        ) : (
          <Tag color={location.active ? 'green' : 'default'}>{location.active ? LOCATION_TEXTS.activated : LOCATION_TEXTS.deactivated}</Tag>
        ),
    },
  ];

  if (canEdit || canDelete || locations.some(canOpenChat)) {
    columns.push({
      title: LOCATION_TEXTS.columns.actions,
      key: 'actions',
      render: (_, location) => (
        <Space size="small" wrap>
          {canOpenChat(location) && (
            <Button size="small" aria-label={LOCATION_TEXTS.chatLabel(location.name)} onClick={() => onOpenChat(location)}>
              {LOCATION_TEXTS.chat}
            </Button>
          )}
          {canEdit && (
            <Button size="small" aria-label={LOCATION_TEXTS.editLabel(location.name)} onClick={() => onEdit(location)}>
              {LOCATION_TEXTS.edit}
            </Button>
          )}
          {canDelete && (
            <Button size="small" danger aria-label={LOCATION_TEXTS.deleteLabel(location.name)} onClick={() => onDelete(location)}>
              {LOCATION_TEXTS.delete}
            </Button>
          )}
        </Space>
      ),
    });
  }

  const pagination: TablePaginationConfig = {
    current: page,
    pageSize: LOCATIONS_PAGE_SIZE,
    total,
    showSizeChanger: false,
    showTotal: (n) => LOCATION_TEXTS.total(n),
    hideOnSinglePage: false,
  };

  const handleChange: TableProps<Location>['onChange'] = (next, _filters, sorter, { action }) => {
    if (action === 'paginate') {
      onPageChange(next.current ?? 1);
      return;
    }
    if (action !== 'sort') return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const by = one?.columnKey as LocationSort | undefined;
    onSortChange(by && one?.order ? { by, order: one.order === 'ascend' ? 'asc' : 'desc' } : null);
  };

  return (
    <ResponsiveTable<Location>
      rowKey="id"
      columns={columns}
      dataSource={locations}
      loading={loading}
      pagination={pagination}
      onChange={handleChange}
      locale={{ emptyText: LOCATION_TEXTS.empty }}
      size="middle"
      testId="locations-table"
    />
  );
}
