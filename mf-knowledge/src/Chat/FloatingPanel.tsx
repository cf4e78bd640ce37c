import { useState } from 'react';
import { useConversations } from '../api';
import { KB_TEXTS } from '../texts';
import { ChatView } from './ChatView';
import { useChat } from './useChat';
import '../knowledge.css';

/** The widget's panel: New Chat, the history list, and the same thread and composer as /chat-fegpt. */
export function FloatingPanel({ onClose }: { onClose: () => void }) {
  const chat = useChat();
  const [showHistory, setShowHistory] = useState(false);
  const history = useConversations(showHistory);
  return (
    <div className="kb-float__panel" role="dialog" aria-label={KB_TEXTS.assistantChat}>
      <div className="kb-float__head">
        <strong>{chat.name ?? KB_TEXTS.assistantChat}</strong>
        <button type="button" onClick={chat.reset}>
          {KB_TEXTS.newChat}
        </button>
        <button type="button" aria-expanded={showHistory} onClick={() => setShowHistory((s) => !s)}>
          {KB_TEXTS.history}
        </button>
        <button type="button" onClick={onClose} aria-label={KB_TEXTS.closeChat}>
          ✕
        </button>
      </div>
      {showHistory ? (
        <ul className="kb-float__history">
          {history.isPending && <li role="status">…</li>}
          {history.data?.length === 0 && <li>{KB_TEXTS.noHistory}</li>}
          {history.data?.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => {
                  void chat.open(c.id).then(() => setShowHistory(false));
                }}
              >
                {c.name}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <ChatView chat={chat} />
      )}
    </div>
  );
}
