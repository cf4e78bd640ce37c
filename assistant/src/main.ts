import { loadAssistantConfig } from './config';
import { migrateToLatest, openDatabase } from './db';
import { buildAssistant } from './app';
import { seedAssistantIfEmpty } from './seed';

async function main() {
  const config = loadAssistantConfig();
  // a connection PostgreSQL ended (restart, failover): the pool opens another for the next query; the process goes on
  let connectionLost = (error: Error) => console.warn(`database connection lost: ${error.message}`);
  const database = await openDatabase({ ...config, onConnectionError: (error) => connectionLost(error) });
  await migrateToLatest(database.db);
  const app = await buildAssistant({ database, config });
  connectionLost = (error) => app.log.warn({ err: error }, 'database connection lost');
  let closing = false;
  const shutdown = async (why: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${why}: shutting down`);
    // whatever still hangs after a few seconds is cut: the process never outlives its reason to stop
    setTimeout(() => process.exit(1), 4_000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  // Started by the portal api (an IPC channel): the api stops it once its own requests to it are answered, by closing
  // the channel; a signal sent to the whole process group (Ctrl-C, systemd) is left to the api. The channel also
  // closes when the api dies, kill -9 included: the service then stops too, and frees its port for the next start.
  const supervised = Boolean(process.channel);
  if (supervised) process.on('disconnect', () => void shutdown('the portal api is gone'));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (supervised && process.connected) app.log.info(`${signal}: the portal api stops this service`);
      else void shutdown(signal);
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.kind, llm: Boolean(config.llm), portal: config.portalApiUrl }, 'assistant ready');
  // the demo data after listening: the service answers meanwhile (the demo knowledge bases appear when indexed)
  if (process.env.ASSISTANT_SEED !== 'false') {
    const seeded = await seedAssistantIfEmpty(database.db).catch((error: unknown) => {
      app.log.error({ err: error }, 'demo data failed');
      return false;
    });
    if (seeded) app.log.info('assistant demo data seeded');
  }
}

main().catch((e: unknown) => {
  if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE') console.error(`\nAssistant port is already in use. Set ASSISTANT_PORT to another port.\n`);
  else console.error(e);
  process.exit(1);
});
