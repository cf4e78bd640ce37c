import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

// serving files does not touch the database: PGlite alone is enough here
describe('static serving', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
  });
  afterAll(() => ctx.close());

  it('serves a remote’s build under /mf/<folder>/ with CORS, no-cache for the entry files', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'portal.json']) {
      const res = await ctx.request({ method: 'GET', url: `/mf/mf-admin/${file}` });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const hashed = await ctx.request({ method: 'GET', url: '/mf/mf-admin/static/js/812.9f8e7d6c.js' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await ctx.request({ method: 'GET', url: '/mf/mf-admin/missing.js' })).statusCode).toBe(404);
    // a remote without a build only 404s
    expect((await ctx.request({ method: 'GET', url: '/mf/mf-users/mf-manifest.json' })).statusCode).toBe(404);
  });

  it('serves the shell and falls back to index.html for page routes', async () => {
    const root = await ctx.request({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<div id="root">');
    const deep = await ctx.request({ method: 'GET', url: '/announcements/company/12', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toMatch(/text\/html/);
    expect(deep.headers['cache-control']).toBe('no-cache');
    const asset = await ctx.request({ method: 'GET', url: '/static/js/main.1a2b3c4d.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never answers api-like paths or non-html requests with the shell', async () => {
    for (const url of ['/api/v1/unknown', '/mf/nope/x.js', '/uploads/none.png', '/.well-known/other']) {
      const res = await ctx.request({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const json = await ctx.request({ method: 'GET', url: '/some/page', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    const post = await ctx.request({ method: 'POST', url: '/some/page', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
  });

  it('serves uploads and the docs', async () => {
    await ctx.storage.store.write('hello.txt', [Buffer.from('hi')]);
    const upload = await ctx.request({ method: 'GET', url: '/uploads/hello.txt' });
    expect(upload.statusCode).toBe(200);
    expect(upload.headers['x-content-type-options']).toBe('nosniff');
    expect((await ctx.request({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
    const spec = (await ctx.request({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/v1/locations', '/api/v1/auth/signin', '/api/v1/remotes/{name}']));
    const jwks = await ctx.request({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(jwks.json().keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.json().keys[0]).not.toHaveProperty('d');
  });
});
