import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databases, type TestContext } from '../test/harness';
import { API_CSP, pageCsp } from './securityHeaders';

/** Issue 19 point 6: security headers on pages and JSON; a CSP from the registry; uploads never sniffed nor shown in place unless pictures. */
describe.each(databases)('security headers on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    const write = (name: string, content: Buffer | string) => ctx.storage.store.write(`headers/${name}`, [Buffer.from(content)]);
    await write('a.png', Buffer.from('89504e470d0a1a0a', 'hex'));
    await write('a.pdf', '%PDF-1.4');
    await write('a.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await write('a.html', '<script>alert(1)</script>');
  });
  afterAll(() => ctx.close());

  const common = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  };

  it('JSON answers (success, error, anonymous) carry the strict policy', async () => {
    for (const res of [
      await ctx.request({ method: 'GET', url: '/api/v1/locations', as: 'admin' }),
      await ctx.request({ method: 'GET', url: '/api/v1/locations' }),
      await ctx.request({ method: 'GET', url: '/api/v1/nothing-here' }),
    ]) {
      common(res.headers);
      expect(res.headers['content-security-policy']).toBe(API_CSP);
    }
  });

  it('pages carry a CSP with the registry’s remote origins and the declared external ones, and nothing inline for scripts', async () => {
    const home = await ctx.request({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    common(home.headers);
    const csp = String(home.headers['content-security-policy']);
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);

    // a remote moved to a CDN, another declaring a third-party editor: both allowed on the next page load
    await ctx.db.updateTable('remotes').set({ manifest_url: 'https://cdn.example.com/mf-admin/2026/mf-manifest.json' }).where('name', '=', 'mf_admin').execute();
    const row = await ctx.db.selectFrom('remotes').select('descriptor').where('name', '=', 'mf_admin').executeTakeFirstOrThrow();
    const descriptor = typeof row.descriptor === 'string' ? JSON.parse(row.descriptor) : row.descriptor;
    await ctx.db
      .updateTable('remotes')
      .set({ descriptor: JSON.stringify({ ...descriptor, externalOrigins: ['https://*.unlayer.com'] }) })
      .where('name', '=', 'mf_admin')
      .execute();
    // the database's change notification drops the policy built from the old registry (no waiting for its 5 s expiry)
    let locations = await ctx.request({ method: 'GET', url: '/' });
    for (let tries = 0; tries < 50 && !String(locations.headers['content-security-policy']).includes('unlayer'); tries++) {
      await new Promise((r) => setTimeout(r, 50));
      locations = await ctx.request({ method: 'GET', url: '/' });
    }
    expect([locations.statusCode, locations.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    const page = String(locations.headers['content-security-policy']);
    expect(page).toMatch(/script-src 'self' https:\/\/cdn\.example\.com https:\/\/\*\.unlayer\.com/);
    expect(page).toMatch(/frame-src 'self' https:\/\/\*\.unlayer\.com/);

    // a reload the browser answers from its stored page (304) takes the new policy onto it: the page's, not the strict one
    const revalidated = await ctx.request({ method: 'GET', url: '/', headers: { 'if-none-match': String(locations.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBe(page);
  });

  it('pageCsp lists only what it is given', () => {
    expect(pageCsp({ remotes: [], external: [] })).toContain("script-src 'self';");
  });

  it('uploads: nosniff always; pictures inline, anything else an attachment under the strict policy', async () => {
    for (const [file, disposition] of [
      ['a.png', 'inline'],
      ['a.pdf', 'attachment'],
      ['a.svg', 'attachment'],
      ['a.html', 'attachment'],
    ] as const) {
      const res = await ctx.request({ method: 'GET', url: `/uploads/headers/${file}` });
      expect({ file, status: res.statusCode }).toEqual({ file, status: 200 });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect({ file, disposition: res.headers['content-disposition'] }).toEqual({ file, disposition });
      expect(res.headers['content-security-policy']).toBe(API_CSP);
    }
  });

  it('remote files may be loaded by other origins', async () => {
    const res = await ctx.request({ method: 'GET', url: '/mf/mf-admin/mf-manifest.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
