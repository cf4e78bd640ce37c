import { useId, useState } from 'react';
import { Alert, Flex, Select, Table, Typography } from 'antd';
import { errorText } from '@portal/shared/react';
import { usePortalToday, useRankings } from './adminApi';
import { ADMIN_TRIVIA_TEXTS as T, TRIVIA_MONTHS, TRIVIA_TEXTS } from '../texts';
import './views.css';

/**
 * 'View Rankings' (spec 2.17): a month (January to December of this year, the current month by default) and its
 * table POS, USER NAME, POLLS, QUESTION, TOTAL; the top three in gold, silver and bronze.
 */
export function Rankings() {
  const { today } = usePortalToday();
  const [chosen, setChosen] = useState<number | null>(null);
  const month = chosen ?? Number(today.slice(5, 7));
  const rankings = useRankings(`${today.slice(0, 4)}-${String(month).padStart(2, '0')}`);
  const labelId = useId();
  const C = T.rankingColumns;

  return (
    <Flex vertical gap="middle" data-testid="rankings">
      <Flex gap="small" align="center">
        <Typography.Text strong id={labelId}>
          {T.rankingsMonth}
        </Typography.Text>
        <Select aria-labelledby={labelId} value={month} onChange={setChosen} style={{ width: 180 }} options={TRIVIA_MONTHS.map((name, i) => ({ value: i + 1, label: name }))} />
      </Flex>
      {rankings.isError && <Alert type="error" showIcon title={errorText(rankings.error, TRIVIA_TEXTS.loadFailed)} />}
      <Table
        size="small"
        rowKey="customer_id"
        loading={rankings.isPending}
        dataSource={rankings.data ?? []}
        rowClassName={(row) => (row.position <= 3 ? `mft-rank-${row.position}` : '')}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: T.noRankings }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: C.pos, dataIndex: 'position', key: 'pos', width: 64 },
          { title: C.name, dataIndex: 'name', key: 'name' },
          { title: C.polls, dataIndex: 'polls_answered', key: 'polls', align: 'right' },
          { title: C.question, dataIndex: 'correct', key: 'question', align: 'right' },
          { title: C.total, dataIndex: 'total', key: 'total', align: 'right' },
        ]}
      />
    </Flex>
  );
}
