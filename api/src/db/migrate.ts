import type { Kysely } from 'kysely';
import { migrateCurrentSchema } from '@portal/shared/node/db/migrate';
import type { Database } from './schema';
import { migrations } from './migrations';

/** Brings the api's schema up to date; throws with the failing migration's error. */
export function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return migrateCurrentSchema(db, { migrations });
}
