import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorText } from '@portal/shared/react';
import type { KnowledgeSource } from '@portal/shared/knowledge/schemas';
import { askStreaming, getConversation, getConversationName, getFollowUps, getMessage, kbKeys, rateMessage } from '../api';
import { KB_TEXTS } from '../texts';

export interface ChatMessage {
  key: string;
  id: number | null;
  role: 'user' | 'assistant';
  content: string;
  image: string | null;
  sources: KnowledgeSource[];
  rating: 'up' | 'down' | null;
  streaming?: boolean;
  failed?: boolean;
}

let keys = 0;
const nextKey = () => `m${++keys}`;

/** One chat's state and flow (spec 4 "Chat"), shared by /chat-fegpt and the floating widget. */
export function useChat() {
  const client = useQueryClient();
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [name, setName] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [followUps, setFollowUps] = useState<string[]>([]);
  const [sources, setSources] = useState<KnowledgeSource[]>([]);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const current = useRef<number | null>(null);

  const reset = useCallback(() => {
    abort.current?.abort();
    current.current = null;
    setConversationId(null);
    setName(null);
    setMessages([]);
    setFollowUps([]);
    setSources([]);
    setBusy(false);
  }, []);

  const open = useCallback(async (id: number) => {
    abort.current?.abort();
    const detail = await getConversation(id);
    current.current = id;
    setConversationId(id);
    setName(detail.name);
    const list: ChatMessage[] = detail.messages.map((m) => ({
      key: `s${m.id}`,
      id: m.id,
      role: m.role_id === 1 ? 'user' : 'assistant',
      content: m.content,
      image: m.url,
      sources: m.sources,
      rating: m.rating,
    }));
    setMessages(list);
    setSources([...list].reverse().find((m) => m.role === 'assistant')?.sources ?? []);
    setFollowUps(await getFollowUps(id).catch(() => []));
  }, []);

  const send = useCallback(
    async (prompt: string, options: { image?: string | null; categoryIds?: number[] } = {}) => {
      const text = prompt.trim();
      // spec 5: an empty input is ignored
      if (!text || busy) return;
      setBusy(true);
      setFollowUps([]);
      const answerKey = nextKey();
      setMessages((list) => [
        ...list,
        { key: nextKey(), id: null, role: 'user', content: text, image: options.image ?? null, sources: [], rating: null },
        { key: answerKey, id: null, role: 'assistant', content: '', image: null, sources: [], rating: null, streaming: true },
      ]);
      const update = (patch: Partial<ChatMessage>) => setMessages((list) => list.map((m) => (m.key === answerKey ? { ...m, ...patch } : m)));
      const controller = new AbortController();
      abort.current = controller;
      const previous = current.current;
      try {
        const result = await askStreaming(
          previous,
          { prompt: text, ...(options.image ? { image: options.image } : {}), ...(options.categoryIds?.length ? { category_ids: options.categoryIds } : {}) },
          (partial) => update({ content: partial }),
          controller.signal,
        );
        current.current = result.conversationId;
        setConversationId(result.conversationId);
        update({ id: result.messageId, streaming: false });
        // a new conversation (the id changed): its name first, then follow-ups and sources, then the history
        if (result.conversationId !== previous) setName(await getConversationName(result.conversationId).catch(() => null));
        const [next, message] = await Promise.all([getFollowUps(result.conversationId).catch(() => []), getMessage(result.conversationId, result.messageId).catch(() => null)]);
        setFollowUps(next);
        if (message) {
          update({ sources: message.sources });
          setSources(message.sources);
        }
        void client.invalidateQueries({ queryKey: kbKeys.conversations });
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
        update({ content: errorText(error, KB_TEXTS.chatFailed), streaming: false, failed: true });
      } finally {
        if (abort.current === controller) setBusy(false);
      }
    },
    [busy, client],
  );

  const rate = useCallback(async (message: ChatMessage, rating: 'up' | 'down', reason?: string) => {
    if (!current.current || !message.id) return;
    await rateMessage(current.current, message.id, rating, reason);
    setMessages((list) => list.map((m) => (m.key === message.key ? { ...m, rating } : m)));
  }, []);

  return { conversationId, name, messages, followUps, sources, setSources, busy, send, open, reset, rate };
}
export type Chat = ReturnType<typeof useChat>;
