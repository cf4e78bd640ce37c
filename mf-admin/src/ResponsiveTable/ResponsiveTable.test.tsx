import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { renderWithProviders } from '@portal/shared/testing';
import { ResponsiveTable, type ResponsiveColumn } from './ResponsiveTable';

interface Row {
  id: number;
  name: string;
  email: string;
  sms: number;
}
const rows: Row[] = [
  { id: 1, name: 'Arcadia Downtown', email: 'downtown@arcadia.example', sms: 12 },
  { id: 2, name: 'Arcadia Lakeside', email: 'lakeside@arcadia.example', sms: 0 },
];
const columns: ResponsiveColumn<Row>[] = [
  { key: 'name', dataIndex: 'name', title: 'Name' },
  { key: 'email', dataIndex: 'email', title: 'Email' },
  { key: 'sms', dataIndex: 'sms', title: <abbr title="SMS sent">SMS</abbr>, cardLabel: 'SMS sent', align: 'right' },
  { key: 'actions', title: 'Actions', render: (_, r) => <Button size="small">Edit {r.name}</Button> },
];

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

describe('ResponsiveTable', () => {
  afterEach(() => setWidth(1024));

  it('is a table with no fixed column on wide screens', () => {
    setWidth(1280);
    const { container } = renderWithProviders(<ResponsiveTable<Row> rowKey="id" columns={columns} dataSource={rows} pagination={false} testId="t" />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Email', 'SMS', 'Actions']);
    expect(container.querySelector('.ant-table-cell-fix-right, .ant-table-cell-fix-left, .ant-table-cell-fix-start, .ant-table-cell-fix-end')).toBeNull();
    expect(screen.getByText('lakeside@arcadia.example')).toBeTruthy();
  });

  it('is a card per row on phones, every column labelled with its value', () => {
    setWidth(390);
    renderWithProviders(<ResponsiveTable<Row> rowKey="id" columns={columns} dataSource={rows} pagination={false} testId="t" />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByTestId('t')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    const labels = cards[0]!.querySelectorAll('dt');
    expect([...labels].map((l) => l.textContent)).toEqual(['Name', 'Email', 'SMS sent', 'Actions']);
    expect(first.getByText('downtown@arcadia.example')).toBeTruthy();
    expect(first.getByText('12')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Edit Arcadia Downtown' })).toBeTruthy();
  });

  it('pages the cards with the table’s own pagination and change handler', async () => {
    setWidth(390);
    const onChange = vi.fn();
    renderWithProviders(<ResponsiveTable<Row> rowKey="id" columns={columns} dataSource={rows} pagination={{ current: 1, pageSize: 2, total: 5 }} onChange={onChange} testId="t" />);
    await userEvent.click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ current: 2 }), {}, [], expect.objectContaining({ action: 'paginate' }));
  });

  it('shows the empty text when there is no row', () => {
    setWidth(390);
    renderWithProviders(<ResponsiveTable<Row> rowKey="id" columns={columns} dataSource={[]} pagination={false} locale={{ emptyText: 'No locations' }} testId="t" />);
    expect(screen.getByText('No locations')).toBeTruthy();
  });
});
