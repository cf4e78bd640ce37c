import type { HTMLAttributes, Key, ReactNode } from 'react';
import { Card, Empty, Pagination, Spin, Table, type TablePaginationConfig, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useIsNarrow } from '@portal/shared/react';
import './ResponsiveTable.css';

/** A column of a responsive table: antd's, plus what its label is on a phone card when the header is not plain text. */
export type ResponsiveColumn<T> = Omit<ColumnType<T>, 'fixed'> & {
  key: Key;
  /** the label beside the value on a phone card (default: the column title) */
  cardLabel?: ReactNode;
};

export interface ResponsiveTableProps<T extends object> extends Omit<TableProps<T>, 'columns' | 'scroll' | 'rowKey'> {
  columns: ResponsiveColumn<T>[];
  rowKey: keyof T & string;
  /** test id of the table (wide) or the card list (narrow) */
  testId?: string;
  /** a phone card's disclosure label when the table has expandable rows */
  expandLabel?: string;
}

function cellOf<T extends object>(column: ResponsiveColumn<T>, row: T, index: number): ReactNode {
  const path = column.dataIndex === undefined ? [] : Array.isArray(column.dataIndex) ? column.dataIndex : [column.dataIndex];
  const value = path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown> | null | undefined)?.[k as PropertyKey], row);
  if (column.render) {
    const out = column.render(value, row, index);
    // antd allows a render to return cell props ({ children, props }); ours return nodes
    return out && typeof out === 'object' && 'children' in out && !('$$typeof' in out) ? (out as { children: ReactNode }).children : (out as ReactNode);
  }
  return value === null || value === undefined ? '' : (value as ReactNode);
}

/**
 * The admin tables' one layout rule. Wide: an antd table with no fixed column (a pinned column hid the data scrolled
 * under it); headers wrap, and a table wider than its room scrolls inside its own box. Under 700 px (the spec's
 * narrow layout, as the users table does it): each row is a card listing every column with its label.
 */
export function ResponsiveTable<T extends object>(props: ResponsiveTableProps<T>) {
  const narrow = useIsNarrow();
  const { columns, rowKey, testId, expandLabel, ...table } = props;
  if (!narrow) {
    return (
      <div className="mfadmin-rtable">
        <Table<T> {...table} rowKey={rowKey} columns={columns} tableLayout="auto" data-testid={testId} />
      </div>
    );
  }
  return <RowCards {...props} />;
}

function RowCards<T extends object>({ columns, rowKey, testId, expandLabel, dataSource, loading, locale, pagination, onChange, expandable }: ResponsiveTableProps<T>) {
  const rows = dataSource ?? [];
  const busy = typeof loading === 'object' ? Boolean(loading.spinning) : Boolean(loading);
  const paging = pagination && typeof pagination === 'object' ? (pagination as TablePaginationConfig) : null;
  const handlePage = (current: number) => {
    const next = { ...paging, current };
    paging?.onChange?.(current, paging.pageSize ?? 10);
    onChange?.(next, {}, [], { action: 'paginate', currentDataSource: [...rows] });
  };
  return (
    <Spin spinning={busy}>
      {rows.length === 0 ? (
        busy ? null : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={locale?.emptyText as ReactNode} />
        )
      ) : (
        <ul className="mfadmin-rcards" data-testid={testId}>
          {rows.map((row, index) => (
            <li key={String(row[rowKey])}>
              <Card size="small" {...({ 'data-testid': 'row-card' } as HTMLAttributes<HTMLDivElement>)}>
                <dl className="mfadmin-rcard">
                  {columns.map((column, i) => (
                    <div key={column.key} className={i === 0 ? 'mfadmin-rcard__item mfadmin-rcard__item--lead' : 'mfadmin-rcard__item'}>
                      <dt>{column.cardLabel ?? (typeof column.title === 'function' ? null : column.title)}</dt>
                      <dd>{cellOf(column, row, index)}</dd>
                    </div>
                  ))}
                </dl>
                {expandable?.expandedRowRender && (
                  <details className="mfadmin-rcard__more">
                    <summary>{expandLabel}</summary>
                    {expandable.expandedRowRender(row, index, 0, true)}
                  </details>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      {paging && !(paging.hideOnSinglePage && (paging.total ?? rows.length) <= (paging.pageSize ?? 10)) && (
        <Pagination
          className="mfadmin-rcards__pager"
          size="small"
          current={paging.current}
          pageSize={paging.pageSize}
          total={paging.total}
          showSizeChanger={false}
          showTotal={paging.showTotal}
          onChange={handlePage}
        />
      )}
    </Spin>
  );
}
