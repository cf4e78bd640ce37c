import { useEffect, useLayoutEffect, useMemo, useRef, type UIEvent } from 'react';
import { Button, Spin } from 'antd';
import { CHAT_TEXTS, threadItems, type LocationMessage } from '@portal/shared';
import { formatClockTime } from '@portal/shared/core';
import type { PendingMessage } from './hooks/useChatThread';

export interface ThreadProps {
  messages: LocationMessage[];
  pending: PendingMessage[];
  me: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  onRetry(key: string): void;
  /** the newest message is on screen (the read mark may move) */
  onSeenNewest(): void;
}

/** Within this many pixels of an edge counts as being there. */
const EDGE_PX = 48;

function Message({ message, mine }: { message: LocationMessage; mine: boolean }) {
  const name = mine ? CHAT_TEXTS.you : message.full_name_remetente;
  return (
    <li className={`chat-msg${mine ? ' chat-msg--mine' : ''}`} data-message-id={message.id}>
      <div className="chat-msg__head">
        <span className="chat-msg__author">{name}</span>
        <time className="chat-msg__time" dateTime={message.createdAt}>
          {formatClockTime(message.createdAt)}
        </time>
      </div>
      {message.type === 'IMAGE' && message.image_url && <img className="chat-msg__picture" src={message.image_url} alt={CHAT_TEXTS.picture(message.full_name_remetente)} />}
      {message.content && <p className="chat-msg__text">{message.content}</p>}
    </li>
  );
}

function Pending({ message, onRetry }: { message: PendingMessage; onRetry(key: string): void }) {
  return (
    <li className="chat-msg chat-msg--mine chat-msg--pending" aria-busy={message.status === 'sending'}>
      {message.previewUrl && <img className="chat-msg__picture" src={message.previewUrl} alt={CHAT_TEXTS.picture(CHAT_TEXTS.you)} />}
      {message.content && <p className="chat-msg__text">{message.content}</p>}
      <div className="chat-msg__status">
        {message.status === 'sending' ? (
          CHAT_TEXTS.sending
        ) : (
          <>
            <span role="alert">
              {CHAT_TEXTS.failed}
              {message.error ? `: ${message.error}` : ''}
            </span>{' '}
            <Button size="small" type="link" onClick={() => onRetry(message.key)}>
              {CHAT_TEXTS.retry}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * The thread (spec 2.15): newest at the bottom, a day separator (US date) before each day's first message, times on a
 * 12-hour clock; older messages load when the reader scrolls to the top (or presses the button there). It stays at the
 * bottom as messages arrive while the reader is there, and keeps its place when older ones are put above.
 */
export function Thread({ messages, pending, me, hasOlder, loadingOlder, onLoadOlder, onRetry, onSeenNewest }: ThreadProps) {
  const box = useRef<HTMLDivElement>(null);
  const items = useMemo(() => threadItems(messages), [messages]);
  const seen = useRef({ first: 0, last: 0, pending: 0, scrollHeight: 0, scrollTop: 0, atBottom: true });

  const first = messages[0]?.id ?? 0;
  const last = messages.at(-1)?.id ?? 0;
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = seen.current;
    const mineArrived = messages.at(-1)?.id_remetente === me && last !== before.last;
    if (before.first !== 0 && first < before.first && last === before.last) {
      // older messages were put above: keep what the reader was looking at in place
      el.scrollTop = before.scrollTop + (el.scrollHeight - before.scrollHeight);
    } else if (before.atBottom || mineArrived || pending.length > before.pending) {
      el.scrollTop = el.scrollHeight;
    }
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight <= EDGE_PX;
    seen.current = { first, last, pending: pending.length, scrollHeight: el.scrollHeight, scrollTop: el.scrollTop, atBottom };
    if (atBottom && last) onSeenNewest();
  }, [first, last, pending.length, messages, me, onSeenNewest]);

  // pictures arriving after their message, a panel opening beside the thread: a reader at the bottom stays there
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (!seen.current.atBottom) return;
      el.scrollTop = el.scrollHeight;
      seen.current = { ...seen.current, scrollHeight: el.scrollHeight, scrollTop: el.scrollTop };
    });
    observer.observe(el);
    if (list.current) observer.observe(list.current);
    return () => observer.disconnect();
  }, []);

  function handleScroll(e: UIEvent<HTMLDivElement>) {
    const el = e.currentTarget;
    // a reader at the bottom stays there until they scroll up (content growing under them is not leaving)
    const movedUp = el.scrollTop < seen.current.scrollTop - 1;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight <= EDGE_PX || (seen.current.atBottom && !movedUp);
    seen.current = { ...seen.current, scrollHeight: el.scrollHeight, scrollTop: el.scrollTop, atBottom };
    if (atBottom) onSeenNewest();
    if (el.scrollTop <= EDGE_PX && hasOlder && !loadingOlder) onLoadOlder();
  }

  return (
    <div ref={box} className="chat-thread" onScroll={handleScroll} role="log" aria-label={CHAT_TEXTS.thread} aria-live="polite" tabIndex={0}>
      <div className="chat-thread__top">
        {loadingOlder ? (
          <Spin size="small" aria-label={CHAT_TEXTS.loadingOlder} />
        ) : hasOlder ? (
          <Button size="small" onClick={onLoadOlder}>
            {CHAT_TEXTS.loadOlder}
          </Button>
        ) : messages.length > 0 ? (
          <span className="chat-muted">{CHAT_TEXTS.beginning}</span>
        ) : null}
      </div>
      {messages.length === 0 && pending.length === 0 && <p className="chat-muted chat-thread__empty">{CHAT_TEXTS.noMessages}</p>}
      <ol ref={list} className="chat-thread__list">
        {items.map((item) =>
          item.kind === 'day' ? (
            <li key={item.key} className="chat-day">
              {/* the separator inside the item: an <ol> holds only list items (axe: list) */}
              <span role="separator" aria-label={item.label}>
                {item.label}
              </span>
            </li>
          ) : (
            <Message key={item.key} message={item.message} mine={item.message.id_remetente === me} />
          ),
        )}
        {pending.map((p) => (
          <Pending key={p.key} message={p} onRetry={onRetry} />
        ))}
      </ol>
    </div>
  );
}
