// `@portal/api/db`: the api's database as the benchmarks open it (open, migrate, seed). Not for other apps.
export { fromPGlite, openDatabase, type Database, type Db, type OpenedDatabase } from '../db';
export { migrateToLatest } from '../db/migrate';
export { seedIfEmpty, type SeedOptions } from '../db/seed';
