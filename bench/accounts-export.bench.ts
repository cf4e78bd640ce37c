// User export cost: `GET /api/v1/accounts/export/csv` and `/xlsx` of 100 000 users (plus the demo company) on
// PGlite, through the real server as `npm start` runs it, signed in as the Super Admin. Both stream in keyset
// batches of 10 000 rows; the figures are the time to the last byte and the file size.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { signIn, startPortal } from './lib/portalServer';
import type { BenchContext, BenchResult, Benchmark, Measurement } from './lib/types';

const USERS = Number(process.env.BENCH_EXPORT_USERS ?? 100_000);
const ADMIN = { email: 'admin@arcadia.example', password: 'Demo#2026' };
const GROUP = 'accounts export: PGlite';

/** The bulk users, written straight into the stopped server's PGlite (no route adds users in bulk). */
async function addUsers(dataDir: string, count: number): Promise<void> {
  const pglite = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    await pglite.query(`
      insert into accounts (first_name, last_name, email, password_hash, phone_number, location_id, profile_id, group_id, status)
      select 'Bulk', 'User ' || n, 'bulk.' || n || '@arcadia.example', (select password_hash from accounts order by id limit 1),
             '(312) 555-0100', (select min(id) from locations), 1, 15, case when n % 10 = 0 then 'INACTIVE' else 'ACTIVE' end
      from generate_series(1, ${count}) as n`);
  } finally {
    await pglite.close();
  }
}

async function download(url: string, token: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
  const bytes = (await res.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes };
}

const bench: Benchmark = {
  name: `accounts export (${USERS.toLocaleString('en-US')} users, CSV and XLSX, PGlite)`,
  async run(ctx: BenchContext): Promise<BenchResult> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-export-'));
    try {
      // first start migrates and seeds the demo company; then the bulk rows go in while no server holds the folder
      const seeding = await startPortal({ repoRoot: ctx.repoRoot, env: { DATA_DIR: dataDir }, log: ctx.log });
      await seeding.stop();
      ctx.log(`adding ${USERS} users…`);
      await addUsers(dataDir, USERS);

      const server = await startPortal({ repoRoot: ctx.repoRoot, env: { DATA_DIR: dataDir }, log: ctx.log });
      try {
        const { token } = await signIn(server.url, ADMIN.email, ADMIN.password);
        const samples = { csv: [] as number[], xlsx: [] as number[] };
        const sizes = { csv: 0, xlsx: 0 };
        await download(`${server.url}/api/v1/accounts/export/csv`, token); // warm-up
        for (let i = 0; i < ctx.runs; i++) {
          for (const kind of ['csv', 'xlsx'] as const) {
            const { ms, bytes } = await download(`${server.url}/api/v1/accounts/export/${kind}`, token);
            samples[kind].push(ms);
            sizes[kind] = bytes;
            ctx.log(`${kind} run ${i + 1}: ${Math.round(ms)} ms, ${Math.round(bytes / 1024)} KB`);
          }
        }
        const measurements: Measurement[] = [
          { group: GROUP, name: 'CSV, last byte', unit: 'ms', samples: samples.csv },
          { group: GROUP, name: 'XLSX, last byte', unit: 'ms', samples: samples.xlsx },
          { group: GROUP, name: 'CSV size', unit: 'KB', samples: [sizes.csv / 1024] },
          { group: GROUP, name: 'XLSX size', unit: 'KB', samples: [sizes.xlsx / 1024] },
        ];
        return {
          measurements,
          ratios: [{ name: 'XLSX / CSV time', numerator: { group: GROUP, name: 'XLSX, last byte' }, denominator: { group: GROUP, name: 'CSV, last byte' } }],
          notes: [`${USERS} bulk users plus the demo company; one request at a time; server and client on the same machine.`],
        };
      } finally {
        await server.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

export default bench;
