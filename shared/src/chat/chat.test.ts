import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS, CHAT_MESSAGES } from './constants';
import { chatFilterQuery, chatSendMessageSchema, type LocationMessage } from './schemas';
import { chatInputVisible, mergeMessages, threadItems } from './rules';

const message = (id: number, createdAt: string): LocationMessage => ({
  id,
  location_id: 1,
  id_remetente: 2,
  full_name_remetente: 'Maria Lopez',
  url_image_remetente: null,
  content: `m${id}`,
  image_url: null,
  type: 'TEXT',
  createdAt,
  client_id: null,
});

const firstError = (payload: unknown) => {
  const parsed = chatSendMessageSchema.safeParse(payload);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('chat rules', () => {
  it('validates sendMessage: TEXT needs words within the limit, IMAGE needs one of our uploads; identity fields are ignored', () => {
    expect(chatSendMessageSchema.parse({ room: '7', type: 'TEXT', content: '  hi\n there ', user: 9, email: 'x', full_name: 'y', location: 'z', id: 'k1' })).toMatchObject({
      room: 7,
      type: 'TEXT',
      content: 'hi\n there',
      id: 'k1',
    });
    expect(firstError({ room: 7, type: 'TEXT', content: ' \n ' })).toBe(CHAT_MESSAGES.empty);
    expect(firstError({ room: 7, type: 'TEXT', content: 'x'.repeat(CHAT_LIMITS.content + 1) })).toBe(CHAT_MESSAGES.tooLong);
    expect(firstError({ room: 7, type: 'TEXT', content: 'x'.repeat(CHAT_LIMITS.content * 10) })).toBe(CHAT_MESSAGES.tooLong);
    expect(chatSendMessageSchema.parse({ room: 7, type: 'TEXT', content: 'x'.repeat(CHAT_LIMITS.content) }).content).toHaveLength(CHAT_LIMITS.content);
    expect(firstError({ room: 7, type: 'AUDIO', content: 'hi' })).toBe(CHAT_MESSAGES.type);
    expect(firstError({ room: 7, type: 'IMAGE' })).toBe(CHAT_MESSAGES.imageMissing);
    expect(firstError({ room: 7, type: 'IMAGE', image_url: 'javascript:alert(1)' })).toBe(CHAT_MESSAGES.imageNotUploaded);
    expect(firstError({ room: 7, type: 'IMAGE', image_url: '/uploads/chat/../../keys/jwt-private.pem' })).toBe(CHAT_MESSAGES.imageNotUploaded);
    expect(chatSendMessageSchema.parse({ room: 7, type: 'IMAGE', image_url: '/uploads/chat/0f8fad5b-d9cb-469f-a165-70867728950e.png' }).content).toBe('');
    for (const room of [0, -1, 1.5, 'x', '', null, 2_147_483_648]) expect(firstError({ room, type: 'TEXT', content: 'hi' })).toBe(CHAT_MESSAGES.room);
    expect(chatSendMessageSchema.safeParse({ room: 7, type: 'TEXT', content: 'hi', extra: true }).success).toBe(false);
    // NUL (which PostgreSQL text cannot hold) and other control characters go; tabs and line breaks stay
    expect(chatSendMessageSchema.parse({ room: 7, type: 'TEXT', content: 'a\u0000b\tc\nd\u001be' }).content).toBe('ab\tc\nde');
  });

  it('reads the thread query: one cursor at most, whole ids, a limit from 1 to 100', () => {
    expect(chatFilterQuery.parse({ after: '12', limit: '5' })).toEqual({ after: 12, limit: 5 });
    expect(chatFilterQuery.parse({})).toEqual({});
    for (const bad of [{ after: '1', before: '2' }, { after: '-1' }, { before: '1.5' }, { limit: '0' }, { limit: '101' }, { other: '1' }, { after: '99999999999' }]) {
      expect(chatFilterQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('shows the input bar when the location is not admin, or for the master account (spec 6)', () => {
    expect(chatInputVisible({ admin: false, master: false })).toBe(true);
    expect(chatInputVisible({ admin: true, master: false })).toBe(false);
    expect(chatInputVisible({ admin: true, master: true })).toBe(true);
  });

  it('keeps one copy of each message in id order, and puts a day separator before each day', () => {
    const day1 = new Date(2026, 10, 20, 23, 50).toISOString();
    const day2 = new Date(2026, 10, 21, 0, 10).toISOString();
    const thread = mergeMessages([message(3, day2), message(1, day1)], [message(2, day1), message(3, day2)]);
    expect(thread.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(threadItems(thread).map((i) => (i.kind === 'day' ? i.label : i.message.id))).toEqual(['11/20/2026', 1, 2, '11/21/2026', 3]);
    const same = [message(1, day1)];
    expect(mergeMessages(same, [])).toBe(same);
  });
});
