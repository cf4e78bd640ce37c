import { Button, Space, Switch, Table, Tag, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { LOCATIONS_PAGE_SIZE, type Location } from '@portal/shared';
import { LOCATION_TEXTS } from './texts';

export interface LocationsTableProps {
  locations: Location[];
  loading: boolean;
  page: number;
  onPageChange(page: number): void;
  canEdit: boolean;
  canDelete: boolean;
  /** id of the row whose toggle is waiting for the server */
  togglingId: number | null;
  onToggle(location: Location): void;
  onEdit(location: Location): void;
  onDelete(location: Location): void;
}

const byText = (key: 'name' | 'display_name' | 'address' | 'phone') => (a: Location, b: Location) =>
  (a[key] ?? '').localeCompare(b[key] ?? '', 'en', { sensitivity: 'base' });

export function LocationsTable(props: LocationsTableProps) {
  const { locations, loading, page, onPageChange, canEdit, canDelete, togglingId, onToggle, onEdit, onDelete } = props;

  const columns: TableColumnsType<Location> = [
    { title: LOCATION_TEXTS.columns.name, dataIndex: 'name', key: 'name', sorter: byText('name') },
    { title: LOCATION_TEXTS.columns.displayName, dataIndex: 'display_name', key: 'display_name', sorter: byText('display_name') },
    {
      title: LOCATION_TEXTS.columns.storeId,
      dataIndex: 'store_id',
      key: 'store_id',
      sorter: (a, b) => Number(a.store_id) - Number(b.store_id),
      width: 90,
    },
    { title: LOCATION_TEXTS.columns.address, dataIndex: 'address', key: 'address', sorter: byText('address') },
    { title: LOCATION_TEXTS.columns.phone, dataIndex: 'phone', key: 'phone', sorter: byText('phone'), width: 140 },
    {
      title: LOCATION_TEXTS.columns.status,
      key: 'status',
      width: 140,
      sorter: (a, b) => Number(b.active) - Number(a.active),
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
          <Tag color={location.active ? 'green' : 'default'}>
            {location.active ? LOCATION_TEXTS.activated : LOCATION_TEXTS.deactivated}
          </Tag>
        ),
    },
  ];

  if (canEdit || canDelete) {
    columns.push({
      title: LOCATION_TEXTS.columns.actions,
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, location) => (
        <Space size="small">
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
    showSizeChanger: false,
    showTotal: (total) => LOCATION_TEXTS.total(total),
    onChange: onPageChange,
    hideOnSinglePage: false,
  };

  return (
    <Table<Location>
      rowKey="id"
      columns={columns}
      dataSource={locations}
      loading={loading}
      pagination={pagination}
      // below 900 px of room the table scrolls sideways (phones: spec's narrow layout) with Actions pinned
      scroll={{ x: 900 }}
      locale={{ emptyText: LOCATION_TEXTS.empty }}
      size="middle"
      data-testid="locations-table"
    />
  );
}
