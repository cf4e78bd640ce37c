import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES as M } from '@portal/shared/knowledge';
import type { KnowledgeMessage, UnsatisfactoryAnswer } from '@portal/shared/knowledge/schemas';
import { createAssistantTest, databases, USERS, type AssistantTest } from './test/harness';
import { PRESETS } from './test/fakePortal';

/** A chat-logs reviewer outside the group a knowledge base is limited to (issue 43: they read its passages by id). */
const REVIEWER = 21;
/** A reviewer in that group. */
const MANAGER_REVIEWER = 22;
const SECRET = 'band C starts at 48,000';

describe.each(databases)('restricted knowledge in stored conversations on %s', (kind) => {
  let t: AssistantTest;
  let limitedConversation: number;
  let limitedAnswer: number;
  let openConversation: number;
  beforeAll(async () => {
    t = await createAssistantTest(kind);
    t.portal.add({ id: REVIEWER, group_id: 15, roles: PRESETS.admin, first_name: 'Rita', last_name: 'Reviewer' });
    t.portal.add({ id: MANAGER_REVIEWER, group_id: 1, roles: PRESETS.admin, first_name: 'Max', last_name: 'Manager' });
    const limited = (await t.request({ as: USERS.admin, method: 'POST', url: '/categories', payload: { name: 'Managers only', group_ids: [1] } })).json().data.id;
    const open = (await t.request({ as: USERS.admin, method: 'POST', url: '/categories', payload: { name: 'Everyone' } })).json().data.id;
    await t.request({
      as: USERS.admin,
      method: 'POST',
      url: '/documents',
      payload: { category_id: limited, filename: 'Salary bands.txt', text: `The regional salary bands are confidential: ${SECRET} a year.` },
    });
    await t.request({
      as: USERS.admin,
      method: 'POST',
      url: '/documents',
      payload: { category_id: open, filename: 'Parking.txt', text: 'Staff park in the north lot behind the bowling alley.' },
    });
    await t.indexed();
    // the admin (group 1) asks about both, and rates both answers down
    const ask = async (prompt: string) => {
      const res = await t.request({ as: USERS.admin, method: 'POST', url: '/conversations', payload: { prompt } });
      const [conversation, answer] = [Number(res.headers['x-conversation-id']), Number(res.headers['x-message-id'])];
      await t.request({ as: USERS.admin, method: 'POST', url: `/conversations/${conversation}/messages/${answer}/feedback`, payload: { rating: 'down', reason: 'Too short' } });
      return { conversation, answer, body: res.body };
    };
    const salaries = await ask('What are the regional salary bands?');
    expect(salaries.body).toContain(SECRET);
    ({ conversation: limitedConversation, answer: limitedAnswer } = salaries);
    openConversation = (await ask('Where do staff park?')).conversation;
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = async (as: number) => {
    const conversation = await t.request({ as, method: 'GET', url: `/conversations/${limitedConversation}` });
    const message = await t.request({ as, method: 'GET', url: `/conversations/${limitedConversation}/messages/${limitedAnswer}` });
    const name = await t.request({ as, method: 'GET', url: `/conversations/${limitedConversation}/name` });
    const logs = await t.request({ as, method: 'GET', url: '/unsatisfactory-answers' });
    return { conversation, message, name, logs, bodies: [conversation.body, message.body, name.body, logs.body].join('\n') };
  };

  it('hides an answer from a reviewer who may not read its knowledge base, saying so, on every read', async () => {
    const { conversation, message, logs, bodies } = await read(REVIEWER);
    expect([conversation.statusCode, message.statusCode, logs.statusCode]).toEqual([200, 200, 200]);
    expect(bodies).not.toContain(SECRET);
    expect(bodies).not.toContain('Salary bands.txt');
    const answer = (conversation.json().data.messages as KnowledgeMessage[]).find((m) => m.id === limitedAnswer)!;
    expect(answer).toMatchObject({ content: M.restrictedAnswer, sources: [], redacted: true });
    expect(message.json().data).toMatchObject({ content: M.restrictedAnswer, redacted: true });
    const rows = logs.json().data as UnsatisfactoryAnswer[];
    const row = rows.find((r) => r.id === limitedAnswer)!;
    expect(row.content).toBe(M.restrictedAnswer);
    // the question itself is the reviewer's to read; the open knowledge base's answer is shown as it is
    expect(row.conversation.messages[0]!.content).toBe('What are the regional salary bands?');
    const parking = rows.find((r) => r.conversation.id === openConversation)!;
    expect(parking.content).toContain('north lot');
    expect(parking.conversation.messages[1]!.redacted).toBe(false);
  });

  it('shows it to a reviewer in the group, and to the asker while they are in it', async () => {
    for (const reader of [MANAGER_REVIEWER, USERS.admin]) {
      const { bodies } = await read(reader);
      expect(bodies, String(reader)).toContain(SECRET);
    }
  });

  it('hides it from the asker too once they have left the group, follow-ups included', async () => {
    const before = await t.request({ as: USERS.admin, method: 'GET', url: `/conversations/${limitedConversation}/follow-ups` });
    expect(before.json().data.length).toBeGreaterThan(0);
    t.portal.users.get(USERS.admin)!.group_id = 15;
    try {
      const { bodies } = await read(USERS.admin);
      expect(bodies).not.toContain(SECRET);
      const after = await t.request({ as: USERS.admin, method: 'GET', url: `/conversations/${limitedConversation}/follow-ups` });
      expect(after.json().data).toEqual([]);
    } finally {
      t.portal.users.get(USERS.admin)!.group_id = 1;
    }
  });

  it('names the conversation in its owner’s list as everywhere else: its question, while an answer is hidden', async () => {
    // a name a model gave after reading the restricted answer
    await t.db
      .updateTable('conversations')
      .set({ name: `Salary ${SECRET}` })
      .where('id', '=', limitedConversation)
      .execute();
    const names = async () => {
      const list = await t.request({ as: USERS.admin, method: 'GET', url: '/conversations' });
      const one = await t.request({ as: USERS.admin, method: 'GET', url: `/conversations/${limitedConversation}/name` });
      return [(list.json().data as { id: number; name: string }[]).find((c) => c.id === limitedConversation)!.name, one.json().data.name];
    };
    expect(await names()).toEqual([`Salary ${SECRET}`, `Salary ${SECRET}`]);
    t.portal.users.get(USERS.admin)!.group_id = 15;
    try {
      expect(await names()).toEqual(['What are the regional salary bands?', 'What are the regional salary bands?']);
    } finally {
      t.portal.users.get(USERS.admin)!.group_id = 1;
    }
  });
});
