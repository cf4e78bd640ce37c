import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { RegistryRemote, RemoteHealth } from '@portal/shared';
import { createTestContext, databaseFingerprint, databases, type TestContext } from '../../test/harness';
import { syncRemotes } from './sync';

describe.each(databases)('remote registry on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await Promise.all([ctx.token('admin'), ctx.token('manager')]);
  });
  afterAll(() => ctx.close());

  const put = (payload: unknown, as: 'admin' | 'manager' | null = 'admin') => ctx.request({ method: 'PUT', url: '/api/v1/remotes/mf_admin', payload: payload as object, as });

  it('401 for changes without a token; the list itself is public', async () => {
    expect((await put({ manifestUrl: '/mf/mf-admin/v2/mf-manifest.json' }, null)).statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/remotes/mf_admin/history' })).statusCode).toBe(401);
    const list = await ctx.request({ method: 'GET', url: '/api/v1/remotes' });
    expect(list.statusCode).toBe(200);
    const remotes = list.json<RegistryRemote[]>();
    expect(remotes.map((r) => r.name)).toEqual(['mf_admin']); // mf-users has no build in the fixture
    expect(remotes[0]).toMatchObject({ title: 'Administration', manifestUrl: '/mf/mf-admin/mf-manifest.json', previousUrl: null });
    // the entry the manifest names, so the shell need not fetch the manifest first, by the version of its bytes
    expect(remotes[0]!.entryUrl).toMatch(/^\/mf\/mf-admin\/remoteEntry\.js\?v=[0-9a-f]{12}$/);
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
    // another host in disguise or a path outside the remotes folder (issue 43): refused, nothing stored
    for (const bad of ['//evil.example/m.json', '/\\evil.example/m.json', '/%2F%2Fevil.example/m.json', '/../../m.json', 'http://evil.example/m.json']) {
      const res = await put({ manifestUrl: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.field).toBe('manifestUrl');
    }
    expect((await ctx.request({ method: 'PUT', url: '/api/v1/remotes/mf_nothing', payload: { rollback: true }, as: 'admin' })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'PUT', url: '/api/v1/remotes/Bad-Name', payload: { rollback: true }, as: 'admin' })).statusCode).toBe(400);
  });

  it('reports each remote’s health as the api reads it now: reachable, build version, problem, last change', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/v1/remotes/health' })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/remotes/health', as: 'manager' })).statusCode).toBe(403);
    // a CDN the test starts: one good build, one broken
    const cdn = http.createServer((req, res) => {
      if (req.url === '/v3/mf-manifest.json') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ name: 'mf_admin', metaData: { buildInfo: { buildVersion: '3.1.4', buildName: '@portal/mf-admin' } } }));
      } else {
        res.statusCode = 500;
        res.end('down');
      }
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
    const health = async () => {
      const res = await ctx.request({ method: 'GET', url: '/api/v1/remotes/health', as: 'admin' });
      expect(res.statusCode).toBe(200);
      return res.json<{ results: RemoteHealth[] }>().results.find((r) => r.name === 'mf_admin')!;
    };
    const admin = await ctx.db.selectFrom('accounts').select(['first_name', 'last_name']).where('email', '=', 'admin@arcadia.example').executeTakeFirstOrThrow();
    try {
      await put({ manifestUrl: '/mf/mf-admin/mf-manifest.json' });
      expect(await health()).toMatchObject({ reachable: true, version: null, problem: null, manifestUrl: '/mf/mf-admin/mf-manifest.json' });

      await put({ manifestUrl: `${base}/v3/mf-manifest.json` });
      const good = await health();
      expect(good).toMatchObject({ reachable: true, version: '3.1.4', problem: null, lastChange: { by: `${admin.first_name} ${admin.last_name}`, action: 'switch' } });
      expect(Date.now() - Date.parse(good.lastChange.at)).toBeLessThan(60_000);

      await put({ manifestUrl: `${base}/v4/mf-manifest.json` });
      expect(await health()).toMatchObject({ reachable: false, version: null, problem: 'The server answered 500.' });
      await put({ manifestUrl: '/mf/mf-admin/v2/mf-manifest.json' });
      expect(await health()).toMatchObject({ reachable: false, problem: 'This is not a Module Federation manifest.' });
      await put({ manifestUrl: '/mf/mf-admin/v9/mf-manifest.json' });
      expect(await health()).toMatchObject({ reachable: false, problem: 'The manifest file does not exist on this server.' });
    } finally {
      await put({ manifestUrl: '/mf/mf-admin/mf-manifest.json' });
      await new Promise<void>((resolve) => cdn.close(() => resolve()));
    }
  });
});
