import { useState } from 'react';
import { Alert, App, Button, Flex, Progress, Skeleton, Table, Typography } from 'antd';
import type { Poll } from '@portal/shared';
import { ApiError, errorText, usePermission } from '@portal/shared/react';
import { useDeletePoll, usePoll, usePollVotes } from './adminApi';
import { PollEditor } from './PollEditor';
import { ADMIN_TRIVIA_TEXTS as T, TRIVIA_MESSAGES, TRIVIA_TEXTS, percentInteger, pollLetter, triviaLongDate } from '../texts';
import './views.css';

export interface PollViewProps {
  id: number;
  /** after an update or a delete */
  onChanged?: () => void;
  /** 'Update Poll': open the editor elsewhere (the admin page's 'Edit Poll' tab); absent: edit in place */
  onEdit?: (id: number) => void;
  /** after a delete */
  onDeleted?: () => void;
}

/**
 * 'View Poll' (spec 2.17): each option with its percentage bar, 'Total Votes', Update Poll and Delete Poll, and the
 * voters (USER NAME, ANSWER as a letter A to E). Exposed through `./adminForms`.
 */
export function PollView({ id, onChanged, onEdit, onDeleted }: PollViewProps) {
  const poll = usePoll(id);
  const [editing, setEditing] = useState(false);
  if (poll.isPending) return <Skeleton active />;
  if (poll.isError) {
    const gone = poll.error instanceof ApiError && poll.error.status === 404;
    return <Alert type={gone ? 'info' : 'error'} showIcon title={gone ? T.notFound : errorText(poll.error, TRIVIA_TEXTS.loadFailed)} />;
  }
  if (editing)
    return (
      <PollEditor
        poll={poll.data}
        onSaved={() => {
          setEditing(false);
          onChanged?.();
        }}
        onCancel={() => setEditing(false)}
      />
    );
  return <PollDetails poll={poll.data} onEdit={() => (onEdit ? onEdit(id) : setEditing(true))} onChanged={onChanged} onDeleted={onDeleted} />;
}

function PollDetails({ poll, onEdit, onChanged, onDeleted }: { poll: Poll; onEdit: () => void; onChanged?: () => void; onDeleted?: () => void }) {
  const { message, modal } = App.useApp();
  const mayEdit = usePermission('admin_trivia', 'edit');
  const mayDelete = usePermission('admin_trivia', 'delete');
  const votes = usePollVotes(poll.id);
  const remove = useDeletePoll();
  const letterOf = (optionId: number) => pollLetter(poll.options.findIndex((o) => o.id === optionId));

  function handleDelete() {
    modal.confirm({
      title: T.deletePoll,
      content: T.confirmDeletePoll,
      okText: T.deletePoll,
      okButtonProps: { danger: true },
      cancelText: T.cancel,
      onOk: async () => {
        try {
          await remove.mutateAsync(poll.id);
          message.success(TRIVIA_MESSAGES.pollDeleted);
          onDeleted?.();
          onChanged?.();
        } catch (error) {
          message.error(errorText(error, TRIVIA_MESSAGES.deleteFailed));
        }
      },
    });
  }

  return (
    <Flex vertical gap="middle" data-testid="poll-view">
      <Typography.Text type="secondary">
        <time dateTime={poll.date_start}>{triviaLongDate(poll.date_start)}</time> – <time dateTime={poll.date_end}>{triviaLongDate(poll.date_end)}</time>
      </Typography.Text>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {poll.polls_answer}
      </Typography.Title>
      <ul className="mft-admin-options" aria-label={TRIVIA_TEXTS.optionsLabel}>
        {poll.options.map((option, i) => {
          const percent = percentInteger(option.percentage ?? 0);
          return (
            <li key={option.id} className="mft-admin-option">
              <span className="mft-admin-letter" aria-hidden="true">
                {pollLetter(i)}
              </span>
              <div className="mft-admin-grow">
                <div>{option.option}</div>
                <Progress percent={percent} format={(p) => `${p ?? 0}%`} aria-label={option.option} />
              </div>
            </li>
          );
        })}
      </ul>
      <Typography.Text strong data-testid="total-votes">
        {T.totalVotes}: {poll.total_votes ?? 0}
      </Typography.Text>
      <Flex gap="small" wrap>
        {mayEdit && (
          <Button type="primary" onClick={onEdit}>
            {T.updatePoll}
          </Button>
        )}
        {mayDelete && (
          <Button danger onClick={handleDelete}>
            {T.deletePoll}
          </Button>
        )}
      </Flex>
      {votes.isError && <Alert type="error" showIcon title={errorText(votes.error, TRIVIA_TEXTS.loadFailed)} />}
      <Table
        size="small"
        rowKey="customer_id"
        loading={votes.isPending}
        dataSource={votes.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: T.noVotes }}
        columns={[
          { title: T.voterColumns.name, dataIndex: 'full_name', key: 'name' },
          { title: T.voterColumns.answer, key: 'answer', width: 100, render: (_, row) => letterOf(row.response_user_polls_id) },
        ]}
      />
    </Flex>
  );
}
