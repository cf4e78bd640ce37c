import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseFingerprint, databases, factories, type TestContext } from '../test/harness';

describe.each(databases)('error shape on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      beforeReady(app) {
        app.get('/api/v1/test/boom', { config: { access: 'public' } }, async () => {
          throw new Error('secret internals at /srv/app.ts:42');
        });
      },
    });
    await ctx.token('admin');
  });
  afterAll(() => ctx.close());

  const location = () => ({ name: `Err ${factories.unique()}`, display_name: 'Err', store_id: '8001' });

  it('400 for a body that is not JSON', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/v1/locations',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
      as: 'admin',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' } });
  });

  it('413 for a body over the limit, nothing stored', async () => {
    const before = await databaseFingerprint(ctx.db);
    const res = await ctx.request({
      method: 'POST',
      url: '/api/v1/locations',
      payload: { ...location(), address: 'x'.repeat(7 * 1024 * 1024) },
      as: 'admin',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' } });
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
  });

  it('400 naming an unknown field', async () => {
    const res = await ctx.request({ method: 'POST', url: '/api/v1/locations', payload: { ...location(), is_admin: true }, as: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', field: 'is_admin', message: 'Unknown field "is_admin" in the body.' } });
  });

  it('400 naming a field of the wrong type, or a missing one', async () => {
    const wrong = await ctx.request({ method: 'POST', url: '/api/v1/locations', payload: { ...location(), store_id: 12 }, as: 'admin' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'store_id' });
    expect(wrong.json().error.message).toMatch(/^store_id: .*expected string/);
    const missing = await ctx.request({ method: 'POST', url: '/api/v1/locations', payload: { name: 'A', display_name: 'B' }, as: 'admin' });
    expect(missing.json().error).toEqual({ code: 'VALIDATION_ERROR', field: 'store_id', message: 'store_id is required.' });
    const query = await ctx.request({ method: 'GET', url: '/api/v1/locations?active=maybe', as: 'admin' });
    expect(query.statusCode).toBe(400);
    expect(query.json().error.field).toBe('active');
  });

  it('404 in the same shape for unknown api routes', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/v1/no-such-thing', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Route GET /api/v1/no-such-thing not found.' } });
  });

  it('400, not 500, for a number the database cannot hold (an id beyond int4), nothing changed', async () => {
    const before = await databaseFingerprint(ctx.db);
    const res = await ctx.request({ method: 'DELETE', url: '/api/v1/latest-news/delete/9007199254740991', as: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'A number in the request is out of range.' } });
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
  });

  it('400, not 500, for a body that claims to be a multipart form and is not', async () => {
    for (const [type, payload] of [
      ['multipart/form-data; boundary=x', '{"a":1}'],
      ['multipart/form-data', 'abc'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'],
    ]) {
      const res = await ctx.request({ method: 'POST', url: '/api/v1/latest-news/uploadFile', headers: { 'content-type': type! }, payload, as: 'admin' });
      expect(res.statusCode, `${type} ${payload}`).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'The uploaded form is malformed.' } });
    }
  });

  it('500 never leaks the error', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' } });
    expect(res.body).not.toMatch(/secret|srv|stack/);
  });
});
