import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistantTest, databases, USERS, type AssistantTest } from './test/harness';
import { seedAssistantIfEmpty } from './seed';
import { searchPassages } from './search';

describe.each(databases)('demo data on %s', (kind) => {
  let t: AssistantTest;
  beforeAll(async () => {
    t = await createAssistantTest(kind);
    expect(await seedAssistantIfEmpty(t.db)).toBe(true);
  });
  afterAll(() => t?.close());

  it('has two knowledge bases of indexed documents in several formats, once', async () => {
    expect(await seedAssistantIfEmpty(t.db)).toBe(false);
    const cats = (await t.request({ as: USERS.admin, method: 'GET', url: '/categories' })).json().data;
    expect(cats.map((c: { name: string }) => c.name).sort()).toEqual(['Arcade Equipment Guides', 'Employee Handbook']);
    const docs = (await t.request({ as: USERS.admin, method: 'GET', url: '/documents' })).json().data as { kind: string; status: string; chunks: number }[];
    expect(new Set(docs.map((d) => d.kind))).toEqual(new Set(['pdf', 'docx', 'xlsx', 'markdown', 'html', 'text', 'csv']));
    expect(docs.every((d) => d.status === 'indexed' && d.chunks > 0)).toBe(true);
    const { passages } = await searchPassages(
      t.db,
      'what do I do with error E-21 on a crane game',
      cats.map((c: { id: number }) => c.id),
    );
    expect(passages[0]!.filename).toBe('Redemption Game Maintenance.html');
  });

  it('has one conversation of the demo administrator, cited', async () => {
    const list = (await t.request({ as: USERS.admin, method: 'GET', url: '/conversations' })).json().data;
    expect(list).toHaveLength(1);
    const detail = (await t.request({ as: USERS.admin, method: 'GET', url: `/conversations/${list[0].id}` })).json().data;
    expect(detail.messages[1].content).toContain('fifteen days of paid time off');
    expect(detail.messages[1].sources[0].filename).toBe('Employee Handbook 2026.pdf');
  });
});
