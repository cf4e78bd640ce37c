import Fastify from 'fastify';
import { loadAssistantConfig } from '../config';
import { openDatabase } from '../db';
import { FetchPolicy } from '../ingest/fetchUrl';
import { IngestWorker } from '../ingest/worker';

/**
 * The ingestion worker alone in a process of its own, as the service runs it (crash tests kill it mid-job): the
 * database of the assistant's config (DATA_DIR's PGlite or DATABASE_URL's schema), until the queue is empty.
 */
const config = loadAssistantConfig();
const database = await openDatabase(config);
const log = Fastify({ logger: { level: 'warn' } }).log;
const worker = new IngestWorker(database.db, new FetchPolicy(config.fetchAllow), log, { exclusive: database.kind === 'pglite', pollMs: 100 });
await worker.start();
await worker.idle();
await worker.stop();
await database.close();
process.exit(0);
