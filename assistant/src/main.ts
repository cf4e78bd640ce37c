import { loadAssistantConfig } from './config';
import { migrateToLatest, openDatabase } from './db';
import { buildAssistant } from './app';
import { seedAssistantIfEmpty } from './seed';

async function main() {
  const config = loadAssistantConfig();
  const database = await openDatabase(config);
  await migrateToLatest(database.db);
  const app = await buildAssistant({ database, config });
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
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
