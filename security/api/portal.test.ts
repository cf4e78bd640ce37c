import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES as M } from '@portal/shared/knowledge';
import { hostileDocuments, PRIVATE_SPELLINGS } from '@portal/assistant/testing';
import { Tally } from '../tally';
import { commandOf, descendants, isAlive, killQuietly, signIn, startPortal, waitFor, type PortalProcess } from './processes';

const hostile = new Tally('hostile-files');
const ssrf = new Tally('ssrf');
const tree = new Tally('process-tree');

/**
 * Issue 43 against the whole portal as `npm start` runs it (npm, the launcher, the api, the assistant it supervises):
 * hostile documents and private URL spellings sent through the portal, then the process tree stopped by SIGTERM to
 * npm under load, and the api killed with SIGKILL.
 */
describe('the portal as npm start runs it', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secsuite-portal-'));
  let portal: PortalProcess | null = null;
  let ports: { port: number; assistantPort: number };
  let token = '';
  let category = 0;
  const started: PortalProcess[] = [];
  const start = async () => {
    const p = await startPortal({ DATA_DIR: dataDir }, ports);
    started.push(p);
    return p;
  };
  const auth = () => ({ authorization: `Bearer ${token}` });
  const assistantPid = (p: PortalProcess) => descendants(p.npm.pid!).find((pid) => commandOf(pid).includes('assistant/src/main.ts'));
  const apiPid = (p: PortalProcess) => descendants(p.npm.pid!).find((pid) => commandOf(pid).includes('api/src/main.ts'));

  beforeAll(async () => {
    portal = await start();
    ports = { port: Number(new URL(portal.url).port), assistantPort: Number(new URL(portal.assistantUrl).port) };
    token = await signIn(portal.url);
    const res = await fetch(`${portal.url}/assistant/categories`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Security suite' }),
    });
    category = ((await res.json()) as { data: { id: number } }).data.id;
  }, 900_000);
  afterAll(() => {
    for (const p of started) for (const pid of [...descendants(p.npm.pid!), p.npm.pid!]) killQuietly(pid);
    hostile.save();
    ssrf.save();
    tree.save();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('hostile documents end failed with their reason, and the assistant process stays up', async () => {
    const pid = assistantPid(portal!);
    const files = await hostileDocuments();
    const ids = new Map<number, (typeof files)[number]>();
    for (const file of files) {
      const form = new FormData();
      form.append('category_id', String(category));
      form.append('file', new Blob([new Uint8Array(file.bytes)]), file.filename);
      const res = await fetch(`${portal!.url}/assistant/documents`, { method: 'POST', headers: auth(), body: form });
      if (hostile.check(`${file.label}: accepted for indexing`, res.status === 202, `${res.status} ${(await res.clone().text()).slice(0, 200)}`))
        ids.set(((await res.json()) as { data: { id: number } }).data.id, file);
    }
    type Listed = { id: number; status: string; error: string | null };
    let listed: Listed[] = [];
    await waitFor(
      async () => {
        const res = await fetch(`${portal!.url}/assistant/documents?per_page=1000&category_id=${category}`, { headers: auth() });
        listed = ((await res.json()) as { data: Listed[] }).data;
        return [...ids.keys()].every((id) => listed.find((d) => d.id === id)?.status !== 'indexing');
      },
      300_000,
      'hostile documents indexed or failed',
    );
    for (const [id, file] of ids) {
      const doc = listed.find((d) => d.id === id);
      hostile.check(`${file.label}: failed with its reason`, doc?.status === 'failed' && doc.error === file.reason, `${doc?.status}: ${doc?.error}`);
    }
    hostile.check('the assistant process was never restarted', pid !== undefined && isAlive(pid) && assistantPid(portal!) === pid);
    const health = await fetch(`${portal!.url}/assistant/health`, { headers: auth() });
    hostile.check('the assistant answers after them', health.status === 200, String(health.status));
    Object.assign(hostile.figures, { files: files.length, archives: files.filter((f) => /\.(docx|xlsx)$/.test(f.filename)).length });
    expect(hostile.failed).toEqual([]);
  }, 600_000);

  it('every private spelling of a URL is refused at upload', async () => {
    for (const url of PRIVATE_SPELLINGS) {
      const res = await fetch(`${portal!.url}/assistant/documents`, {
        method: 'POST',
        headers: { ...auth(), 'content-type': 'application/json' },
        body: JSON.stringify({ category_id: category, url }),
      });
      const body = (await res.json()) as { error?: { message?: string } };
      ssrf.check(`${url}: refused`, res.status === 400 && body.error?.message === M.urlRefused, `${res.status} ${body.error?.message}`);
    }
    ssrf.figures.spellings = PRIVATE_SPELLINGS.length;
    expect(ssrf.failed).toEqual([]);
  }, 120_000);

  it('SIGTERM to npm stops the whole tree within 10 s, answering every request sent before it', async () => {
    const p = portal!;
    const failures: string[] = [];
    let answered = 0;
    let signalAt = 0;
    const loops = Array.from({ length: 30 }, async (_, i) => {
      const url = i % 3 === 0 ? `${p.url}/assistant/categories` : `${p.url}/api/v1/locations`;
      while (true) {
        const sentAt = Date.now();
        if (signalAt && sentAt > signalAt) return;
        try {
          const res = await fetch(url, { headers: auth(), signal: AbortSignal.timeout(15_000) });
          await res.arrayBuffer();
          if (res.status >= 500) failures.push(`${res.status} ${url}`);
          answered++;
        } catch (e) {
          if (!signalAt || sentAt < signalAt) failures.push(String((e as Error).cause ?? e).slice(0, 80));
          return;
        }
      }
    });
    await waitFor(async () => answered > 150, 60_000, 'load');
    const pids = [p.npm.pid!, ...descendants(p.npm.pid!)];
    signalAt = Date.now();
    p.npm.kill('SIGTERM');
    await Promise.all(loops);
    await waitFor(async () => pids.every((pid) => !isAlive(pid)), 20_000, 'the tree gone').catch(() => undefined);
    const goneMs = Date.now() - signalAt;
    const left = pids.filter(isAlive).map((pid) => `${pid} ${commandOf(pid).slice(0, 60)}`);
    tree.check(
      'SIGTERM to npm: every process of the tree gone within 10 s',
      left.length === 0 && goneMs <= 10_000,
      left.length ? `still running: ${left.join('; ')}` : `after ${goneMs} ms`,
    );
    tree.check(
      'SIGTERM to npm: every request sent before it answered (0 resets, 0 5xx)',
      failures.length === 0,
      `${failures.length}: ${[...new Set(failures)].slice(0, 3).join(', ')}`,
    );
    const exit = await p.exited;
    tree.check('SIGTERM to npm: npm exits 0', exit.code === 0, `${exit.code ?? exit.signal}`);
    Object.assign(tree.figures, { pids: pids.length, stopMs: goneMs, answered, inFlightFailed: failures.length });
    portal = null;
    expect(tree.failed).toEqual([]);
  }, 300_000);

  it('kill -9 of the api: the assistant exits, and the next start binds the same ports', async () => {
    const p = await start();
    const api = apiPid(p)!;
    const assistant = assistantPid(p)!;
    killQuietly(api, 'SIGKILL');
    const killedAt = Date.now();
    await waitFor(async () => !isAlive(assistant), 20_000, 'the assistant gone').catch(() => undefined);
    tree.check(
      'kill -9 of the api: the assistant exits within 10 s',
      !isAlive(assistant) && Date.now() - killedAt <= 10_000,
      isAlive(assistant) ? 'still running' : `after ${Date.now() - killedAt} ms`,
    );
    const exit = await Promise.race([p.exited, new Promise<null>((r) => setTimeout(() => r(null), 10_000))]);
    tree.check('kill -9 of the api: npm and the launcher exit too', exit !== null && descendants(p.npm.pid!).length === 0);
    const again = await start().catch((e: unknown) => e as Error);
    const restarted = !(again instanceof Error);
    tree.check('kill -9 of the api: a new start binds the same ports', restarted, restarted ? '' : again.message.slice(-300));
    if (restarted) {
      const health = await fetch(`${again.url}/assistant/health`, { headers: { authorization: `Bearer ${await signIn(again.url)}` } });
      tree.check('kill -9 of the api: the new assistant answers', health.status === 200, String(health.status));
      again.npm.kill('SIGTERM');
      await again.exited;
    }
    tree.figures.orphans = isAlive(assistant) ? 1 : 0;
    expect(tree.failed).toEqual([]);
  }, 900_000);
});
