import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { RegistryRemote } from '@portal/shared';
import { createTestContext, databaseFingerprint, databases, type TestContext } from '../../test/harness';
import { syncRemotes } from './sync';

describe.each(databases)('remote registry on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await Promise.all([ctx.token('admin'), ctx.token('manager')]);
  });
  afterAll(() => ctx.close());

  const put = (payload: unknown, as: 'admin' | 'manager' | null = 'admin') =>
    ctx.request({ method: 'PUT', url: '/api/v1/remotes/mf_admin', payload: payload as object, as });

  it('401 for changes without a token; the list itself is public', async () => {
    expect((await put({ manifestUrl: '/mf/mf-admin/v2/mf-manifest.json' }, null)).statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/remotes/mf_admin/history' })).statusCode).toBe(401);
    const list = await ctx.request({ method: 'GET', url: '/api/v1/remotes' });
    expect(list.statusCode).toBe(200);
    const remotes = list.json<RegistryRemote[]>();
    expect(remotes.map((r) => r.name)).toEqual(['mf_admin']); // mf-users has no build in the fixture
    expect(remotes[0]).toMatchObject({ title: 'Administration', manifestUrl: '/mf/mf-admin/mf-manifest.json', previousUrl: null });
    // the entry the manifest names, so the shell need not fetch the manifest first
    expect(remotes[0]!.entryUrl).toBe('/mf/mf-admin/remoteEntry.js');
  });

  it('403 without permissions_management, nothing written', async () => {
    const before = await databaseFingerprint(ctx.db);
    expect((await put({ manifestUrl: '/mf/mf-admin/v2/mf-manifest.json' }, 'manager')).statusCode).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/remotes/mf_admin/history', as: 'manager' })).statusCode).toBe(403);
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
  });

  it('points a remote at a new build (descriptor read beside it), rolls back, keeps history', async () => {
    const moved = await put({ manifestUrl: '/mf/mf-admin/v2/mf-manifest.json' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<RegistryRemote>()).toMatchObject({
      manifestUrl: '/mf/mf-admin/v2/mf-manifest.json',
      previousUrl: '/mf/mf-admin/mf-manifest.json',
      title: 'Administration v2',
    });
    const back = await put({ rollback: true });
    expect(back.json<RegistryRemote>()).toMatchObject({ manifestUrl: '/mf/mf-admin/mf-manifest.json', previousUrl: '/mf/mf-admin/v2/mf-manifest.json', title: 'Administration' });

    // an unreachable external URL is accepted; the descriptor stays as it was
    const external = await put({ manifestUrl: 'http://127.0.0.1:9/mf-manifest.json' });
    expect(external.json<RegistryRemote>()).toMatchObject({ manifestUrl: 'http://127.0.0.1:9/mf-manifest.json', title: 'Administration' });

    const history = (await ctx.request({ method: 'GET', url: '/api/v1/remotes/mf_admin/history', as: 'admin' })).json();
    expect(history.results.map((h: { manifestUrl: string }) => h.manifestUrl)).toEqual([
      'http://127.0.0.1:9/mf-manifest.json',
      '/mf/mf-admin/mf-manifest.json',
      '/mf/mf-admin/v2/mf-manifest.json',
      '/mf/mf-admin/mf-manifest.json',
    ]);
    expect(history.results[0].changedBy).toBe('Alex Morgan');
    expect(history.results.at(-1).changedBy).toBeNull(); // the start-up seed
    const audit = await ctx.db.selectFrom('audit_log').select('action').where('target_type', '=', 'remote').execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['remote.rollback', 'remote.update', 'remote.update']);
  });

  it('a restart refreshes descriptors but keeps the URL an administrator chose', async () => {
    await put({ manifestUrl: 'https://cdn.example/mf-admin/7/mf-manifest.json' });
    await syncRemotes(ctx.db, { staticRoot: inject('staticRoot'), remoteUrlOverrides: {}, log: { info() {}, warn() {} } });
    const [remote] = (await ctx.request({ method: 'GET', url: '/api/v1/remotes' })).json<RegistryRemote[]>();
    expect(remote!.manifestUrl).toBe('https://cdn.example/mf-admin/7/mf-manifest.json');
    // dev override wins
    await syncRemotes(ctx.db, { staticRoot: inject('staticRoot'), remoteUrlOverrides: { mf_admin: 'http://localhost:3007/mf-manifest.json' }, log: { info() {}, warn() {} } });
    const [dev] = (await ctx.request({ method: 'GET', url: '/api/v1/remotes' })).json<RegistryRemote[]>();
    expect(dev!.manifestUrl).toBe('http://localhost:3007/mf-manifest.json');
  });

  it('validates the body and the name', async () => {
    expect((await put({})).json().error.message).toBe('Send either a manifestUrl or rollback: true.');
    expect((await put({ manifestUrl: 'ftp://x/y.json' })).json().error.field).toBe('manifestUrl');
    expect((await ctx.request({ method: 'PUT', url: '/api/v1/remotes/mf_nothing', payload: { rollback: true }, as: 'admin' })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'PUT', url: '/api/v1/remotes/Bad-Name', payload: { rollback: true }, as: 'admin' })).statusCode).toBe(400);
  });
});
