import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  CHAT_POLL_MS,
  CHAT_REALTIME,
  mergeMessages,
  type ChatMessageType,
  type ChatSendAck,
  type LocationMessage,
  type RealtimeAck,
} from '@portal/shared';
import { errorText, useRealtimeEvent, useRealtimeSocket } from '@portal/shared/react';
import { fetchMessages, markRead as putReadMark, uploadPicture } from '../api';

/** How long a sent message waits for the server's acknowledgement before it shows "Not sent" (with Retry). */
export const ACK_TIMEOUT_MS = 10_000;
/** At most this many pages are fetched in one catch-up (100 messages each), then the next poll or join goes on. */
const CATCH_UP_PAGES = 20;

/** A message of this user not stored yet: shown greyed, sent (again) as soon as the live channel is back. */
export interface PendingMessage {
  /** the client key sent as `id`: a resend is stored once */
  key: string;
  type: ChatMessageType;
  content: string;
  image_url: string | null;
  /** a local preview of a picture still uploading */
  previewUrl: string | null;
  status: 'sending' | 'failed';
  error: string | null;
  createdAt: string;
}

export interface ChatSender {
  id: number;
  email: string;
  full_name: string;
  /** the location's name, sent along as the spec's payload has it */
  location: string;
}

export interface ChatThread {
  status: 'loading' | 'error' | 'ready';
  error: unknown;
  messages: LocationMessage[];
  pending: PendingMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  /** the socket is connected and in this location's room; while false the thread is polled every 7 s */
  live: boolean;
  /** it was live and the connection dropped (not just still opening) */
  down: boolean;
  loadOlder(): void;
  sendText(text: string): void;
  sendPicture(file: File): void;
  retry(key: string): void;
  reload(): void;
  /** moves the read mark to the newest message shown */
  markRead(): void;
}

/** A socket payload is outside data: only the contract's shape is taken. */
function asMessage(payload: unknown): LocationMessage | null {
  if (!payload || typeof payload !== 'object') return null;
  const m = payload as Partial<LocationMessage>;
  return typeof m.id === 'number' && typeof m.location_id === 'number' && typeof m.createdAt === 'string' && (m.type === 'TEXT' || m.type === 'IMAGE')
    ? (m as LocationMessage)
    : null;
}

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * One location's thread. The first page comes over http; new messages come live through the socket room
 * `chat:<id>` (joined, and joined again after every reconnection, before catching up from the newest id held, so
 * nothing falls between the two). While the socket is down, the spec's 7 s poll fetches what came after that id.
 * Messages are kept once per id, whichever way they arrived. Sends go over the socket with a client key; one that
 * cannot go now waits for the next join and is sent then (the key makes a repeat harmless).
 */
export function useChatThread(locationId: number, sender: ChatSender, watch: readonly number[] = [], onOtherMessage: (message: LocationMessage) => void = () => {}): ChatThread {
  const socket = useRealtimeSocket();
  const [messages, setMessages] = useState<LocationMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [attempt, setAttempt] = useState(0);
  // how the first page of this location (and reload) ended; until it has, the thread is loading
  const [firstPage, setFirstPage] = useState<{ key: string; status: 'ready' | 'error' } | null>(null);
  const firstPageKey = `${locationId}:${attempt}`;
  const status: ChatThread['status'] = firstPage?.key === firstPageKey ? firstPage.status : 'loading';
  const [error, setError] = useState<unknown>(null);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [live, setLive] = useState(false);
  const [down, setDown] = useState(false);

  const newest = useRef(0);
  const oldest = useRef<number | null>(null);
  const loaded = useRef(false);
  const joined = useRef(false);
  const marked = useRef(0);
  const olderBusy = useRef(false);
  const catchingUp = useRef(false);
  const catchUpAgain = useRef(false);
  const pendingRef = useRef<PendingMessage[]>([]);
  const files = useRef(new Map<string, File>());
  // the newest props and socket for the callbacks below, which keep their identity (so the room is not joined again)
  const latest = useRef({ sender, onOtherMessage, socket });
  useLayoutEffect(() => {
    latest.current = { sender, onOtherMessage, socket };
  });

  const updatePending = useCallback((change: (list: PendingMessage[]) => PendingMessage[]) => {
    pendingRef.current = change(pendingRef.current);
    setPending(pendingRef.current);
  }, []);

  const merge = useCallback(
    (incoming: readonly LocationMessage[]) => {
      const mine = incoming.filter((m) => m.location_id === locationId);
      if (mine.length === 0) return;
      for (const m of mine) {
        newest.current = Math.max(newest.current, m.id);
        oldest.current = oldest.current === null ? m.id : Math.min(oldest.current, m.id);
      }
      setMessages((thread) => mergeMessages(thread, mine));
      // a pending copy is done once its stored message is here (acknowledgement, broadcast or catch-up)
      const stored = new Set(mine.filter((m) => m.id_remetente === latest.current.sender.id && m.client_id).map((m) => m.client_id));
      if (stored.size && pendingRef.current.some((p) => stored.has(p.key))) {
        for (const p of pendingRef.current) {
          if (!stored.has(p.key)) continue;
          files.current.delete(p.key);
          if (p.previewUrl) URL.revokeObjectURL(p.previewUrl);
        }
        updatePending((list) => list.filter((p) => !stored.has(p.key)));
      }
    },
    [locationId, updatePending],
  );

  /** Everything after the newest id held, page after page; one run at a time (a request meanwhile runs it again). */
  const catchUp = useCallback(() => {
    if (!loaded.current) return;
    if (catchingUp.current) {
      catchUpAgain.current = true;
      return;
    }
    catchingUp.current = true;
    void (async () => {
      do {
        catchUpAgain.current = false;
        for (let i = 0; i < CATCH_UP_PAGES; i++) {
          const page = await fetchMessages(locationId, { after: newest.current, limit: CHAT_LIMITS.pageMax });
          merge(page.results);
          if (!page.hasNewer) break;
        }
      } while (catchUpAgain.current);
    })()
      .catch(() => undefined) // offline: the next poll or join tries again
      .finally(() => {
        catchingUp.current = false;
      });
  }, [locationId, merge]);

  const fail = useCallback(
    (key: string, message: string) => updatePending((list) => list.map((p) => (p.key === key ? { ...p, status: 'failed', error: message } : p))),
    [updatePending],
  );

  /** Sends one pending message over the socket when it is in the room; otherwise it waits for the next join. */
  const emitPending = useCallback(
    (p: PendingMessage) => {
      const s = latest.current.socket;
      if (!s?.connected || !joined.current || p.status !== 'sending' || (p.type === 'IMAGE' && !p.image_url)) return;
      const { id, email, full_name, location } = latest.current.sender;
      let answered = false;
      const timer = setTimeout(() => {
        answered = true;
        fail(p.key, CHAT_MESSAGES.notSent);
      }, ACK_TIMEOUT_MS);
      s.emit(
        CHAT_REALTIME.send,
        { id: p.key, user: id, room: locationId, email, location, content: p.content, type: p.type, full_name, image_url: p.image_url },
        (ack: ChatSendAck) => {
          // a late acknowledgement still puts the stored message in place
          if (ack?.ok) merge([ack.message]);
          if (answered) return;
          answered = true;
          clearTimeout(timer);
          if (!ack?.ok) fail(p.key, ack?.error ?? CHAT_MESSAGES.notSent);
        },
      );
    },
    [locationId, merge, fail],
  );

  const flushPending = useCallback(() => pendingRef.current.forEach(emitPending), [emitPending]);

  // the first page (again on reload)
  useEffect(() => {
    const controller = new AbortController();
    fetchMessages(locationId, {}, controller.signal).then(
      (page) => {
        merge(page.results);
        setHasOlder(page.hasOlder);
        loaded.current = true;
        setFirstPage({ key: firstPageKey, status: 'ready' });
        // the room may have been joined before this page was read: fetch what came in between
        if (joined.current) catchUp();
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        setError(e);
        setFirstPage({ key: firstPageKey, status: 'error' });
      },
    );
    return () => controller.abort();
  }, [locationId, firstPageKey, merge, catchUp]);

  // the live channel: this room (and the watched ones, for unread counts), joined again after every reconnection
  const watchKey = watch.filter((id) => id !== locationId).join(',');
  // the messages pushed in the rooms joined below (the payload hook; the rooms and their acknowledgements are the socket's)
  useRealtimeEvent(CHAT_REALTIME.newMessage, (payload) => {
    const message = asMessage(payload);
    if (!message) return;
    if (message.location_id === locationId) merge([message]);
    else if (watchKey && watchKey.split(',').map(Number).includes(message.location_id)) latest.current.onOtherMessage(message);
  });
  useEffect(() => {
    if (!socket) return;
    const others = watchKey ? watchKey.split(',').map(Number) : [];
    const room = CHAT_REALTIME.room(locationId);
    const join = () => {
      socket.emit('subscribe', room, (ack: RealtimeAck) => {
        if (!ack?.ok) return;
        joined.current = true;
        setLive(true);
        setDown(false);
        catchUp();
        flushPending();
      });
      for (const id of others) socket.emit('subscribe', CHAT_REALTIME.room(id), () => {});
    };
    const onDisconnect = () => {
      joined.current = false;
      setLive(false);
      setDown(true);
    };
    socket.on('connect', join);
    socket.on('disconnect', onDisconnect);
    if (socket.connected) join();
    return () => {
      socket.off('connect', join);
      socket.off('disconnect', onDisconnect);
      joined.current = false;
      setLive(false);
      if (socket.connected) for (const r of [room, ...others.map(CHAT_REALTIME.room)]) socket.emit('unsubscribe', r);
    };
  }, [socket, locationId, watchKey, merge, catchUp, flushPending]);

  // the spec's 7 s poll, only while the live channel is down
  useEffect(() => {
    if (live) return;
    const timer = setInterval(catchUp, CHAT_POLL_MS);
    return () => clearInterval(timer);
  }, [live, catchUp]);

  const loadOlder = useCallback(() => {
    if (olderBusy.current || oldest.current === null) return;
    olderBusy.current = true;
    setLoadingOlder(true);
    fetchMessages(locationId, { before: oldest.current })
      .then(
        (page) => {
          merge(page.results);
          setHasOlder(page.hasOlder);
        },
        () => undefined, // the button stays: scrolling up again retries
      )
      .finally(() => {
        olderBusy.current = false;
        setLoadingOlder(false);
      });
  }, [locationId, merge]);

  const queue = useCallback(
    (draft: Omit<PendingMessage, 'key' | 'status' | 'error' | 'createdAt'>, file?: File) => {
      const p: PendingMessage = { ...draft, key: newKey(), status: 'sending', error: null, createdAt: new Date().toISOString() };
      if (file) files.current.set(p.key, file);
      updatePending((list) => [...list, p]);
      return p;
    },
    [updatePending],
  );

  const upload = useCallback(
    (p: PendingMessage) => {
      const file = files.current.get(p.key);
      if (!file) return;
      uploadPicture(locationId, file).then(
        (picture) => {
          const ready = { ...p, image_url: picture.url, status: 'sending' as const, error: null };
          updatePending((list) => list.map((x) => (x.key === p.key ? ready : x)));
          emitPending(ready);
        },
        (e: unknown) => fail(p.key, errorText(e, CHAT_MESSAGES.notSent)),
      );
    },
    [locationId, updatePending, emitPending, fail],
  );

  const sendText = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content) return; // spec 5: empty input ignored
      emitPending(queue({ type: 'TEXT', content, image_url: null, previewUrl: null }));
    },
    [queue, emitPending],
  );

  const sendPicture = useCallback(
    (file: File) => {
      const previewUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
      upload(queue({ type: 'IMAGE', content: '', image_url: null, previewUrl }, file));
    },
    [queue, upload],
  );

  const retry = useCallback(
    (key: string) => {
      const p = pendingRef.current.find((x) => x.key === key);
      if (!p) return;
      const again = { ...p, status: 'sending' as const, error: null };
      updatePending((list) => list.map((x) => (x.key === key ? again : x)));
      if (again.type === 'IMAGE' && !again.image_url) upload(again);
      else emitPending(again);
    },
    [updatePending, upload, emitPending],
  );

  const markRead = useCallback(() => {
    const id = newest.current;
    if (id <= marked.current) return;
    marked.current = id;
    putReadMark(locationId, id).catch(() => {
      marked.current = 0;
    });
  }, [locationId]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { status, error, messages, pending, hasOlder, loadingOlder, live, down, loadOlder, sendText, sendPicture, retry, reload, markRead };
}
