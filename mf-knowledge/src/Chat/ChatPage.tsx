import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Select, Spin } from 'antd';
import { errorText } from '@portal/shared/react';
import type { KnowledgeSource } from '@portal/shared/knowledge/schemas';
import { useCategories, useConversations } from '../api';
import { KB_TEXTS } from '../texts';
import { ChatView } from './ChatView';
import { useChat } from './useChat';
import '../knowledge.css';

function Sources({ sources }: { sources: KnowledgeSource[] }) {
  if (!sources.length) return <p>{KB_TEXTS.noSources}</p>;
  return (
    <ol className="kb-sources">
      {sources.map((s, i) => (
        <li key={`${s.chunk_id}-${i}`}>
          <Link to={s.url}>
            [{i + 1}] {s.filename}
          </Link>
          <blockquote>{s.excerpt}</blockquote>
        </li>
      ))}
    </ol>
  );
}

/** /chat-fegpt: history sidebar, thread, follow-ups, sources panel, image picker, New Chat (spec 2.14, 4). */
export function ChatPage() {
  const chat = useChat();
  const history = useConversations();
  const categories = useCategories();
  const [categoryIds, setCategoryIds] = useState<number[]>([]);
  const [openError, setOpenError] = useState<string | null>(null);
  const handleOpen = async (id: number) => {
    setOpenError(null);
    try {
      await chat.open(id);
    } catch (error) {
      setOpenError(errorText(error, KB_TEXTS.loadFailed));
    }
  };
  return (
    <section className="kb-page" aria-labelledby="kb-chat-title">
      <h2 id="kb-chat-title">{chat.name ?? KB_TEXTS.assistantChat}</h2>
      <div className="kb-chat">
        <nav className="kb-chat__history" aria-label={KB_TEXTS.history}>
          <Button type="primary" block onClick={chat.reset}>
            {KB_TEXTS.newChat}
          </Button>
          <h3>{KB_TEXTS.history}</h3>
          {history.isPending ? (
            <Spin size="small" />
          ) : history.isError ? (
            <Alert type="error" title={errorText(history.error, KB_TEXTS.loadFailed)} />
          ) : history.data.length === 0 ? (
            <p>{KB_TEXTS.noHistory}</p>
          ) : (
            <ul>
              {history.data.map((c) => (
                <li key={c.id}>
                  <Button
                    type="text"
                    block
                    className={c.id === chat.conversationId ? 'kb-history-item is-active' : 'kb-history-item'}
                    aria-current={c.id === chat.conversationId ? 'true' : undefined}
                    onClick={() => void handleOpen(c.id)}
                  >
                    {c.name}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <div className="kb-chat__main">
          <label className="kb-field">
            <span>{KB_TEXTS.knowledgeBases}</span>
            <Select
              mode="multiple"
              allowClear
              aria-label={KB_TEXTS.knowledgeBases}
              placeholder={KB_TEXTS.allKnowledgeBases}
              value={categoryIds}
              onChange={setCategoryIds}
              loading={categories.isPending}
              options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </label>
          {openError && <Alert type="error" title={openError} />}
          <ChatView chat={chat} categoryIds={categoryIds} onShowSources={(m) => chat.setSources(m.sources)} />
        </div>
        <aside className="kb-chat__sources" aria-label={KB_TEXTS.sources}>
          <h3>{KB_TEXTS.sources}</h3>
          <Sources sources={chat.sources} />
        </aside>
      </div>
    </section>
  );
}
