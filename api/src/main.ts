// first: V8 settings for a busy server, before anything allocates in bulk
import './runtime/gcTuning';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { DataDirBusyError } from './db/dataDirLock';
import { migrateToLatest } from './db/migrate';
import { listDemoAccounts, seedIfEmpty } from './db/seed';
import { buildApp } from './app';
import { syncRemotes } from './modules/remotes';

function printAccounts(accounts: { email: string; password: string; group: string; status: string }[]) {
  const rows = [['email', 'password', 'group', 'status'], ...accounts.map((a) => [a.email, a.password, a.group, a.status])];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const [i, row] of rows.entries()) {
    console.log('  ' + row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
    if (i === 0) console.log('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrateToLatest(database.db);
  const seeded = await seedIfEmpty(database.db, config);
  const app = await buildApp({ db: database.db, changes: database.changes, config });
  await syncRemotes(database.db, { ...config, log: app.log });
  app.log.info({ database: database.kind, seeded }, 'database ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (e) {
      app.log.error(e, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
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
  process.exit(1);
});
