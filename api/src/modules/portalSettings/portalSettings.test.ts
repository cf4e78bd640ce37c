import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databases, type TestContext } from '../../test/harness';

describe.each(databases)('portal settings (%s)', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { config: { timeZone: 'Europe/Lisbon' } });
  });
  afterAll(() => ctx?.close());

  it('tells anyone the configured time zone', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/v1/portal-settings', as: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'Europe/Lisbon' });
  });
});
