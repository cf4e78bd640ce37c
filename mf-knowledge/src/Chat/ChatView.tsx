import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { readFileAsDataUrl } from '@portal/shared/react';
import { IMAGE_ACCEPT, KNOWLEDGE_LIMITS, KNOWLEDGE_MESSAGES } from '@portal/shared/knowledge';
import { KB_TEXTS } from '../texts';
import { ThumbDownIcon, ThumbUpIcon } from '../icons';
import { Answer } from './Answer';
import type { Chat, ChatMessage } from './useChat';

function Rating({ chat, message }: { chat: Chat; message: ChatMessage }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  if (!message.id || message.streaming || message.failed) return null;
  const handle = async (rating: 'up' | 'down', why?: string) => {
    await chat.rate(message, rating, why);
    setAsking(false);
    setDone(true);
  };
  return (
    <div className="kb-msg__actions">
      <button type="button" aria-pressed={message.rating === 'up'} onClick={() => void handle('up')} title={KB_TEXTS.rateUp} aria-label={KB_TEXTS.rateUp}>
        <ThumbUpIcon />
      </button>
      <button type="button" aria-pressed={message.rating === 'down'} onClick={() => setAsking(true)} title={KB_TEXTS.rateDown} aria-label={KB_TEXTS.rateDown}>
        <ThumbDownIcon />
      </button>
      {asking && (
        <form
          className="kb-reason"
          onSubmit={(e) => {
            e.preventDefault();
            void handle('down', reason.trim() || undefined);
          }}
        >
          <label>
            {KB_TEXTS.reasonTitle}{' '}
            <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={KNOWLEDGE_LIMITS.reason} placeholder={KB_TEXTS.reasonPlaceholder} />
          </label>
          <button type="submit">{KB_TEXTS.sendRating}</button>
        </form>
      )}
      {done && !asking && <span role="status">{KB_TEXTS.rated}</span>}
    </div>
  );
}

export interface ChatViewProps {
  chat: Chat;
  categoryIds?: number[];
  /** the sources panel shows the sources of the answer clicked */
  onShowSources?: (message: ChatMessage) => void;
}

/** Thread, follow-ups and composer (Enter sends, Shift+Enter a new line; image picker .jpg/.png). Plain markup: the floating widget renders it without antd. */
export function ChatView({ chat, categoryIds, onShowSources }: ChatViewProps) {
  const [prompt, setPrompt] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages]);

  const submit = (text = prompt) => {
    if (!text.trim() || chat.busy) return;
    void chat.send(text, { image, categoryIds });
    setPrompt('');
    setImage(null);
    if (fileInput.current) fileInput.current.value = '';
  };
  const handleKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      submit();
    }
  };
  const handleImage = async (file: File | undefined) => {
    setImageError(null);
    if (!file) return setImage(null);
    if (!/\.(jpe?g|png)$/i.test(file.name)) return setImageError(KNOWLEDGE_MESSAGES.imageType);
    if (file.size > KNOWLEDGE_LIMITS.imageBytes) return setImageError(KNOWLEDGE_MESSAGES.imageTooLarge);
    setImage(await readFileAsDataUrl(file));
  };

  return (
    <>
      <div className="kb-thread" aria-live="polite" aria-busy={chat.busy}>
        {chat.messages.length === 0 && <p className="kb-welcome">{KB_TEXTS.welcome}</p>}
        {chat.messages.map((m) => (
          <article key={m.key} className={`kb-msg kb-msg--${m.role}`} aria-label={m.role === 'user' ? KB_TEXTS.you : KB_TEXTS.assistant} data-role={m.role}>
            {m.role === 'user' ? <p>{m.content}</p> : m.content ? <Answer text={m.content} sources={m.sources} /> : <p role="status">{KB_TEXTS.thinking}</p>}
            {m.image && <img src={m.image} alt="" />}
            {m.role === 'assistant' && m.sources.length > 0 && onShowSources && (
              <button type="button" className="kb-link" onClick={() => onShowSources(m)}>
                {KB_TEXTS.sources} ({m.sources.length})
              </button>
            )}
            {m.role === 'assistant' && <Rating chat={chat} message={m} />}
          </article>
        ))}
        <div ref={end} />
      </div>
      {chat.followUps.length > 0 && (
        <div className="kb-followups" role="group" aria-label={KB_TEXTS.followUps}>
          {chat.followUps.map((f) => (
            <button key={f} type="button" className="kb-chip" onClick={() => submit(f)} disabled={chat.busy}>
              {f}
            </button>
          ))}
        </div>
      )}
      <form
        className="kb-composer"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <textarea value={prompt} onChange={(e) => setPrompt(e.target.value)} onKeyDown={handleKey} rows={2} maxLength={KNOWLEDGE_LIMITS.prompt} placeholder={KB_TEXTS.askPlaceholder} aria-label={KB_TEXTS.askPlaceholder} />
        <label className="kb-image-picker">
          <span className="kb-visually-hidden">{KB_TEXTS.attachImage}</span>
          <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} aria-label={KB_TEXTS.attachImage} onChange={(e) => void handleImage(e.target.files?.[0])} />
        </label>
        {image && (
          <button type="button" onClick={() => void handleImage(undefined)} aria-label={KB_TEXTS.removeImage}>
            ✕
          </button>
        )}
        <button type="submit" className="kb-send" disabled={chat.busy || !prompt.trim()}>
          {KB_TEXTS.send}
        </button>
      </form>
      {imageError && <p role="alert" className="kb-error">{imageError}</p>}
    </>
  );
}
