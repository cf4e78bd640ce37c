import net from 'node:net';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { DataDirBusyError } from './db/dataDirLock';
import { migrateToLatest } from './db/migrate';
import { listDemoAccounts, seedIfEmpty } from './db/seed';
import { buildApp } from './app';
import { syncRemotes } from './modules/remotes';
import { startAssistantProcess, type AssistantProcess } from './modules/assistant';
import { portalParts, untilEveryPartAnswers } from './startup';

function printAccounts(accounts: { email: string; password: string; group: string; status: string }[]) {
  const rows = [['email', 'password', 'group', 'status'], ...accounts.map((a) => [a.email, a.password, a.group, a.status])];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const [i, row] of rows.entries()) {
    console.log('  ' + row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
    if (i === 0) console.log('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

let assistantProcess: AssistantProcess | null = null;

/**
 * After SIGTERM the listener stays open until no connection has been accepted for ACCEPT_QUIET_MS (at least
 * KEEP_ALIVE_GRACE_MS, at most DRAIN_MAX_MS): a busy event loop accepts late, and closing the listener resets every
 * connection still waiting in the kernel's accept queue, requests sent before the signal included (seen: 15 of 40).
 */
const KEEP_ALIVE_GRACE_MS = 1_000;
const ACCEPT_QUIET_MS = 300;
const DRAIN_MAX_MS = 3_000;

/** resolves once `server` has accepted no connection for `quietMs`, no sooner than `minMs` and no later than `maxMs` */
function acceptsSettled(server: net.Server, { quietMs, minMs, maxMs }: { quietMs: number; minMs: number; maxMs: number }) {
  const startedAt = Date.now();
  let lastAccepted = startedAt;
  const onConnection = () => (lastAccepted = Date.now());
  server.on('connection', onConnection);
  return new Promise<void>((resolve) => {
    const check = () => {
      const now = Date.now();
      if (now - startedAt >= maxMs || (now - startedAt >= minMs && now - lastAccepted >= quietMs)) {
        server.off('connection', onConnection);
        resolve();
      } else setTimeout(check, 50);
    };
    setTimeout(check, 50);
  });
}

async function main() {
  const config = loadConfig();
  let connectionLost = (error: Error) => console.warn(`database connection lost (the pool reconnects): ${error.message}`);
  const database = await openDatabase({ ...config, onConnectionError: (error) => connectionLost(error) });
  // started first: it opens its own database while this process migrates and seeds
  const assistant = config.spawnAssistant ? startAssistantProcess(config, console) : null;
  assistantProcess = assistant;
  await migrateToLatest(database.db);
  const seeded = await seedIfEmpty(database.db, config);
  const app = await buildApp({ db: database.db, changes: database.changes, config });
  await syncRemotes(database.db, { ...config, log: app.log });
  app.log.info({ database: database.kind, seeded }, 'database ready');
  connectionLost = (error) => app.log.warn({ err: error }, 'database connection lost (the pool reconnects)');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    // not ready first: a load balancer polling /health/ready stops sending new requests here before draining starts
    app.stopReadiness();
    if (config.shutdownDelayMs) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    // Every answer from now on carries `connection: close`, so keep-alive clients finish the request they are writing
    // and open no other on that connection. Only once accepts have settled is the listener closed (what still waits
    // in the accept queue would be reset) and are the connections still idle closed; requests in flight and socket
    // acks finish (Fastify waits), whatever still hangs after 5 s is cut.
    app.beginShutdown();
    await acceptsSettled(app.server, { quietMs: ACCEPT_QUIET_MS, minMs: KEEP_ALIVE_GRACE_MS, maxMs: DRAIN_MAX_MS });
    net.Server.prototype.close.call(app.server);
    app.server.closeIdleConnections();
    const cut = setTimeout(() => app.server.closeAllConnections(), 5_000);
    cut.unref();
    try {
      await app.close();
      await assistant?.stop();
      await database.close();
      process.exit(0);
    } catch (e) {
      app.log.error(e, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // started by `npm start`'s launcher (api/src/launch.ts): its channel closes when the launcher dies, kill -9 included,
  // and this process (and the assistant it runs) stops instead of serving on as an orphan
  if (process.channel) process.on('disconnect', () => void shutdown('the launcher is gone'));

  await app.listen({ port: config.port, host: config.host });
  // ready means every part answers: the api, the shell, each remote and the assistant
  const ready = await untilEveryPartAnswers(portalParts(app, config), { log: (line) => console.log(line), cancelled: () => closing });
  if (!ready) return;
  console.log(`\nPortal ready at http://localhost:${config.port}`);
  console.log(seeded ? 'Demo data seeded. Accounts:' : 'Demo accounts (as seeded; passwords may have been changed since):');
  printAccounts(await listDemoAccounts(database.db, config));
  console.log('');
}

main().catch((e: unknown) => {
  // the errors a person starting the portal can fix get one readable line, not a stack
  if (e instanceof DataDirBusyError) console.error(`\n${e.message}\n`);
  else if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`\nPort ${(e as { port?: number }).port ?? ''} is already in use. Stop what uses it, or set PORT to another port.\n`);
  } else console.error(e);
  void (assistantProcess?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
});
