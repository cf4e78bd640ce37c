import { useState } from 'react';
import { Button, Empty, Spin } from 'antd';
import { useConversations } from '../api';
import { KB_TEXTS } from '../texts';
import { CloseIcon } from '@portal/shared/icons';
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
        <Button size="small" type="primary" onClick={chat.reset}>
          {KB_TEXTS.newChat}
        </Button>
        <Button size="small" aria-expanded={showHistory} type={showHistory ? 'primary' : 'default'} ghost={showHistory} onClick={() => setShowHistory((s) => !s)}>
          {KB_TEXTS.history}
        </Button>
        <Button size="small" type="text" icon={<CloseIcon size={16} />} onClick={onClose} aria-label={KB_TEXTS.closeChat} title={KB_TEXTS.closeChat} />
      </div>
      {showHistory ? (
        <ul className="kb-float__history">
          {history.isPending && (
            <li role="status">
              <Spin size="small" />
            </li>
          )}
          {history.data?.length === 0 && (
            <li>
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={KB_TEXTS.noHistory} />
            </li>
          )}
          {history.data?.map((c) => (
            <li key={c.id}>
              <Button
                type="text"
                block
                className="kb-float__conversation"
                aria-current={c.id === chat.conversationId ? 'true' : undefined}
                onClick={() => {
                  void chat.open(c.id).then(() => setShowHistory(false));
                }}
              >
                {c.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <ChatView chat={chat} />
      )}
    </div>
  );
}
