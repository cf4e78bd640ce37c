// scratch: profile the portal under chat load (not committed)
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { openDatabase } from '../api/src/db';
import { migrateToLatest } from '../api/src/db/migrate';
import { seedIfEmpty } from '../api/src/db/seed';
import { loadSigningKeys } from '../api/src/auth/keys';
import { startSession } from '../api/src/auth/sessions';
import { TokenService } from '../api/src/auth/tokens';

const N = 300, ROOMS = 3;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'chat-cpu-'));
const database = await openDatabase({ databaseUrl: null, dataDir });
const { db } = database;
await migrateToLatest(db);
await seedIfEmpty(db, { admin: null, companyDomains: ['arcadia.example'] });
const { password_hash } = await db.selectFrom('accounts').select('password_hash').where('email', '=', 'staff@arcadia.example').executeTakeFirstOrThrow();
const rooms = (await db.insertInto('locations').values(Array.from({ length: ROOMS }, (_, i) => ({ name: `R${i}`, display_name: `R${i}`, store_id: String(9000 + i) }))).returning('id').execute()).map((r) => r.id);
const members = await db.insertInto('accounts').values(Array.from({ length: N }, (_, i) => ({ first_name: 'B', last_name: `M${i}`, email: `b.m${i}@arcadia.example`, password_hash, phone_number: null, location_id: rooms[i % ROOMS]!, profile_id: 1, group_id: 15, status: 'ACTIVE' as const, url_image: null }))).returning(['id', 'location_id']).execute();
const tokens = new TokenService(await loadSigningKeys({ privateKeyPem: null, publicKeyPem: null, dataDir }), 3600);
const toks: string[] = [];
for (const m of members) toks.push((await startSession({ db, tokens }, m.id)).token);
await database.close();
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir', '/tmp/chat-cpu', '--import', 'tsx', 'api/src/main.ts'], { cwd: '/work/wt-chat', env: { ...process.env, PORT: '9691', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DELIVERY_WORKER: 'false' }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise<void>((resolve) => child.stdout!.on('data', (d) => String(d).includes('Portal ready') && resolve()));
const sockets = [];
for (const [i, t] of toks.entries()) {
  const s = io('http://127.0.0.1:9691', { path: '/api/socket.io', transports: ['websocket'], auth: { token: t }, forceNew: true, reconnection: false });
  await new Promise((r) => s.once('connect', r));
  await s.emitWithAck('subscribe', `chat:${members[i]!.location_id}`);
  sockets.push(s);
}
for (let round = 0; round < 2; round++) {
  const t0 = performance.now();
  const acks = sockets.map(async (s, i) => {
    await new Promise((r) => setTimeout(r, (i * 6000) / N));
    return s.timeout(30000).emitWithAck('sendMessage', { room: members[i]!.location_id, type: 'TEXT', content: `r${round} ${i}`, id: `r${round}-${i}` });
  });
  await Promise.all(acks);
  console.log('round', round, ((performance.now() - t0) / 1000).toFixed(1), 's');
}
for (const s of sockets) s.disconnect();
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
await fs.rm(dataDir, { recursive: true, force: true });
