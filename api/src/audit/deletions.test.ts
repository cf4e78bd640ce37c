import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { auditActionLabel, type AuditEntry } from '@portal/shared';
import { createTestContext, databases, type TestContext } from '../test/harness';
import { insertEventRow } from '../modules/events/testKit';
import { DELETE_SAMPLES } from './deletionsTestKit';

// Issue 43: every destructive action is audited. Walks every DELETE route of the OpenAPI document; a new DELETE route
// without a sample in deletionsTestKit.ts fails the test (and one without `config.audit` stops the app from starting:
// deletions.ts).
describe.each(databases)('every DELETE route is audited on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  it('walks the OpenAPI document: each DELETE answered 2xx leaves a row with who, what, which and the title', async () => {
    const spec = (await ctx.request({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const routes = Object.entries(spec.paths)
      .filter(([, ops]) => 'delete' in ops)
      .map(([p]) => p);
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(DELETE_SAMPLES).length);
    const adminId = await ctx.idOf('admin');
    const problems: string[] = [];
    const titled: Array<{ route: string; action: string; id: string; title: string }> = [];
    for (const route of routes) {
      const sample = DELETE_SAMPLES[route];
      if (!sample) {
        problems.push(`${route}: no sample in deletions.test.ts`);
        continue;
      }
      const { url, id, title } = await sample(ctx, adminId);
      const last = await ctx.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      const res = await ctx.request({ method: 'DELETE', url, as: 'admin' } as InjectOptions & { as: 'admin' });
      if (res.statusCode >= 300) {
        problems.push(`${route}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        continue;
      }
      const rows = await ctx.db
        .selectFrom('audit_log')
        .select(['actor_id', 'action', 'target_id', 'details', 'created_at'])
        .where('id', '>', Number(last?.id ?? 0))
        .where('action', 'like', '%.delete')
        .execute();
      const row = rows.find((r) => r.target_id === id);
      if (!row) problems.push(`${route}: no audit row for ${id} (${JSON.stringify(rows)})`);
      else {
        if (row.actor_id !== adminId) problems.push(`${route}: actor ${row.actor_id}`);
        // the audit page and its exports read it as words, not as the raw key
        if (auditActionLabel(row.action) === row.action) problems.push(`${route}: no label for ${row.action}`);
        const details = (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as Record<string, unknown>;
        if (title !== null && details.title !== title) problems.push(`${route}: title ${JSON.stringify(details.title)} (expected ${title})`);
        if (title !== null) titled.push({ route, action: row.action, id, title });
      }
    }
    // /audit shows each deleted thing by its title (the page's Target column and its exports)
    const page = (await ctx.request({ method: 'GET', url: '/api/v1/audit?limit=100', as: 'admin' })).json<{ results: AuditEntry[] }>();
    for (const t of titled) {
      const entry = page.results.find((e) => e.action === t.action && e.target_id === t.id);
      if (entry?.target_label !== t.title) problems.push(`${t.route}: /audit shows ${JSON.stringify(entry?.target_label)} (expected ${t.title})`);
    }
    expect(problems).toEqual([]);
  });

  it('a refused or failed DELETE writes no row', async () => {
    const id = await insertEventRow(ctx.db);
    const before = await ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await ctx.request({ method: 'DELETE', url: `/api/v1/events/${id}`, as: 'staff' })).statusCode).toBe(403);
    expect((await ctx.request({ method: 'DELETE', url: '/api/v1/events/999999999', as: 'admin' })).statusCode).toBe(404);
    const after = await ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
