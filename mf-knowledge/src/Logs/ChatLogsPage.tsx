import { useState } from 'react';
import { Drawer, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { UnsatisfactoryAnswer } from '@portal/shared/knowledge/schemas';
import { KNOWLEDGE_LIMITS } from '@portal/shared/knowledge';
import { useUnsatisfactory } from '../api';
import { Answer } from '../Chat/Answer';
import { KB_TEXTS } from '../texts';
import '../knowledge.css';
import { QueryError } from '@portal/shared/pages';
import { formatDateTime } from '@portal/shared/time';

/** /chat/logs: the unsatisfactory answers, 50 a page (spec 2.14, 9); a row opens its conversation. */
export function ChatLogsPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<UnsatisfactoryAnswer | null>(null);
  const logs = useUnsatisfactory(page);
  const columns: ColumnsType<UnsatisfactoryAnswer> = [
    { title: KB_TEXTS.date, dataIndex: 'created_at', width: 180, render: (v: string) => formatDateTime(v) },
    { title: KB_TEXTS.conversation, key: 'conversation', render: (_v, row) => row.conversation.name },
    { title: KB_TEXTS.answer, dataIndex: 'content', ellipsis: true },
    { title: KB_TEXTS.reason, dataIndex: 'reason', render: (v: string | null) => v ?? '—' },
    { title: KB_TEXTS.user, dataIndex: 'user_name', responsive: ['md'] },
  ];
  return (
    <section className="kb-page" aria-labelledby="kb-logs-title">
      <h2 id="kb-logs-title">{KB_TEXTS.chatAnalytics}</h2>
      <h3>{KB_TEXTS.unsatisfactory}</h3>
      {logs.isError ? (
        <QueryError query={logs} fallback={KB_TEXTS.loadFailed} />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={logs.data?.data ?? []}
          loading={logs.isPending}
          locale={{ emptyText: KB_TEXTS.noUnsatisfactory }}
          onRow={(row) => ({ onClick: () => setOpen(row), onKeyDown: (e) => e.key === 'Enter' && setOpen(row), tabIndex: 0, style: { cursor: 'pointer' } })}
          pagination={{
            current: logs.data?.meta.current_page ?? page,
            pageSize: KNOWLEDGE_LIMITS.unsatisfactoryPerPage,
            total: logs.data?.meta.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          scroll={{ x: true }}
        />
      )}
      <Drawer open={open !== null} onClose={() => setOpen(null)} title={open?.conversation.name} size={560}>
        {open?.conversation.messages.map((m) => (
          <article
            key={m.id}
            className={`kb-msg kb-msg--${m.role_id === 1 ? 'user' : 'assistant'}`}
            data-unsatisfactory={m.id === open.id ? 'true' : undefined}
            style={m.id === open.id ? { outline: '2px solid #ff4d4f' } : undefined}
          >
            {m.role_id === 1 ? <p>{m.content}</p> : <Answer text={m.content} sources={m.sources} />}
            {m.url && <img src={m.url} alt="" />}
            {m.id === open.id && open.reason && (
              <p>
                <strong>{KB_TEXTS.reason}:</strong> {open.reason}
              </p>
            )}
          </article>
        ))}
      </Drawer>
    </section>
  );
}
