import { formatUsDate } from '../format/dates';
import type { LocationMessage } from './schemas';

/** Spec 2: 6 "the input bar is shown when the location is not admin, or for the master account" (flags from the server). */
export function chatInputVisible(access: { admin: boolean; master: boolean }): boolean {
  return !access.admin || access.master;
}

/** Adds messages to a thread: one copy per id, in id order (a message may come from the socket, a fetch and an ack). */
export function mergeMessages(thread: readonly LocationMessage[], incoming: readonly LocationMessage[]): LocationMessage[] {
  if (incoming.length === 0) return thread as LocationMessage[];
  const byId = new Map<number, LocationMessage>();
  for (const m of thread) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export type ThreadItem = { kind: 'day'; key: string; label: string } | { kind: 'message'; key: string; message: LocationMessage };

/** The thread as it is drawn: a day separator (US date, local time) before the first message of each day. */
export function threadItems(messages: readonly LocationMessage[]): ThreadItem[] {
  const items: ThreadItem[] = [];
  let day = '';
  for (const message of messages) {
    const label = formatUsDate(message.createdAt);
    if (label !== day) {
      day = label;
      items.push({ kind: 'day', key: `day-${label}-${message.id}`, label });
    }
    items.push({ kind: 'message', key: `m-${message.id}`, message });
  }
  return items;
}
