import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Tally } from '../tally';
import { signIn, startApi, ThrowawayPostgres, waitFor, type ApiProcess } from './processes';

const tally = new Tally('faults-api');
const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secsuite-api-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  tally.save();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
let storeIds = 0;
const locationBody = (tag: string) => JSON.stringify({ name: `Fault ${tag} ${process.pid}-${storeIds}`, display_name: 'Fault', store_id: String(1000 + (storeIds++ % 8999)) });

/** Faults of the api process and its database: a graceful stop under load, a crash during writes, a database restart. */
describe('faults of the api and its database', () => {
  it('SIGTERM during load: every request in flight is answered, exit 0 within 10 s', async () => {
    const api = await startApi({ DATA_DIR: dataDir() });
    const token = await signIn(api.url);
    let signalAt = 0;
    const inFlightFailures: string[] = [];
    let answered = 0;
    let refusedAfter = 0;
    const loops = Array.from({ length: 40 }, async (_, i) => {
      while (true) {
        const startedAt = Date.now();
        if (signalAt && startedAt > signalAt) return;
        try {
          // a request the stopping server never answers counts as failed (after 15 s)
          const res = await fetch(i % 4 === 0 ? `${api.url}/api/v1/locations` : `${api.url}/api/v1/accounts?limit=5&offset=0`, {
            headers: json(token),
            signal: AbortSignal.timeout(15_000),
          });
          await res.arrayBuffer();
          if (res.status >= 500) inFlightFailures.push(`${res.status}`);
          answered++;
        } catch (e) {
          // a request sent before the signal must be answered; one sent after may find the door closed
          if (!signalAt || startedAt < signalAt) inFlightFailures.push(String((e as Error).cause ?? e).slice(0, 80));
          else refusedAfter++;
          return;
        }
      }
    });
    await waitFor(async () => answered > 200, 30_000, 'load');
    signalAt = Date.now();
    api.child.kill('SIGTERM');
    await Promise.all(loops);
    const exit = await Promise.race([api.exited, new Promise<null>((r) => setTimeout(() => r(null), Math.max(0, signalAt + 12_000 - Date.now())))]);
    if (!exit) api.child.kill('SIGKILL');
    tally.check(
      'SIGTERM: 0 failed in-flight requests',
      inFlightFailures.length === 0,
      `${inFlightFailures.length} failed: ${[...new Set(inFlightFailures)].slice(0, 3).join(', ')}`,
    );
    tally.check(
      'SIGTERM: exit code 0 within 10 s',
      Boolean(exit && exit.code === 0 && exit.at - signalAt <= 10_000),
      exit ? `exit ${exit.code ?? exit.signal} after ${exit.at - signalAt} ms` : 'still running after 15 s',
    );
    Object.assign(tally.figures, { sigtermAnswered: answered, sigtermInFlightFailed: inFlightFailures.length, sigtermRefusedAfter: refusedAfter });
    expect(inFlightFailures).toEqual([]);
    expect(exit?.code).toBe(0);
  }, 300_000);

  describe('on a PostgreSQL of its own', () => {
    const postgres = new ThrowawayPostgres();
    let api: ApiProcess | null = null;
    const dir = dataDir();
    beforeAll(async () => {
      await postgres.init();
    }, 120_000);
    afterAll(async () => {
      api?.child.kill('SIGKILL');
      postgres.stop();
    });

    it('kill -9 of the api during writes: every acknowledged row is there after a restart', async () => {
      api = await startApi({ DATA_DIR: dir, DATABASE_URL: postgres.url });
      const token = await signIn(api.url);
      const acknowledged: number[] = [];
      let killed = false;
      const writers = Array.from({ length: 20 }, async () => {
        while (!killed) {
          try {
            const res = await fetch(`${api!.url}/api/v1/locations`, { method: 'POST', headers: json(token), body: locationBody('kill'), signal: AbortSignal.timeout(15_000) });
            if (res.status === 201 || res.status === 200) acknowledged.push(((await res.json()) as { results?: { id: number }; id?: number }).results?.id ?? 0);
            else await res.arrayBuffer();
          } catch {
            return; // the process is gone: this write was never acknowledged
          }
        }
      });
      await waitFor(async () => acknowledged.length >= 100, 60_000, 'writes');
      killed = true;
      api.child.kill('SIGKILL');
      await Promise.all(writers);
      await api.exited;
      api = await startApi({ DATA_DIR: dir, DATABASE_URL: postgres.url });
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      const { rows } = await client.query<{ id: number }>('select id from locations where id = any($1::int[])', [acknowledged]);
      await client.end();
      const missing = acknowledged.filter((id) => !rows.some((r) => r.id === id));
      tally.check(
        'kill -9: every acknowledged write present after restart',
        acknowledged.every(Boolean) && missing.length === 0,
        `${missing.length} of ${acknowledged.length} missing`,
      );
      const after = await fetch(`${api.url}/api/v1/locations?search_for=Fault`, { headers: json(await signIn(api.url)) });
      tally.check('kill -9: the restarted api serves them', after.status === 200, `${after.status}`);
      tally.figures.killAcknowledged = acknowledged.length;
      expect(missing).toEqual([]);
    }, 300_000);

    it('PostgreSQL restarted under the api: it reconnects without a restart of its own', async () => {
      api ??= await startApi({ DATA_DIR: dir, DATABASE_URL: postgres.url });
      const token = await signIn(api.url);
      const write = async () =>
        (await fetch(`${api!.url}/api/v1/locations`, { method: 'POST', headers: json(token), body: locationBody('restart'), signal: AbortSignal.timeout(5_000) })).status;
      expect(await write()).toBe(201);
      const pid = api.child.pid;
      postgres.restart();
      const restartedAt = Date.now();
      let statuses: number[] = [];
      await waitFor(
        async () => {
          const status = await write().catch(() => 0);
          statuses.push(status);
          return status === 201;
        },
        20_000,
        'a write after the database restart',
      ).catch(() => undefined);
      const ms = Date.now() - restartedAt;
      const alive = api.child.exitCode === null && api.child.pid === pid;
      statuses = statuses.slice(-5);
      tally.check('database restart: the api process stays up', alive, `exited ${api.child.exitCode}: ${api.stderr().slice(-300)}`);
      tally.check('database restart: writes succeed again within 20 s', statuses.at(-1) === 201, `last statuses ${statuses.join(',')}`);
      // and sign-in, which reads the accounts and writes a session
      const signin = await signIn(api.url).then(
        () => true,
        () => false,
      );
      tally.check('database restart: sign-in works again', signin);
      tally.figures.reconnectMs = ms;
      expect(alive).toBe(true);
      expect(statuses.at(-1)).toBe(201);
    }, 300_000);
  });
});
