// @vitest-environment node
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql, type Migration } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateCurrentSchema } from './migrate';
import { PGliteDialect } from './pgliteDialect';

const migrations: Record<string, Migration> = {
  '0001_notes': { up: (db) => db.schema.createTable('note').addColumn('id', 'serial', (c) => c.primaryKey()).execute() },
};

/** fails Kysely's catalog scan (the query with has_schema_privilege) `times` times, the way PostgreSQL does */
function schemaVanishesDuringScan(pglite: PGlite, schemaName: string, times: number) {
  const query = pglite.query.bind(pglite);
  let failures = 0;
  pglite.query = (async (text: string, ...rest: unknown[]) => {
    if (failures < times && text.includes('has_schema_privilege')) {
      failures++;
      throw Object.assign(new Error(`schema "${schemaName}" does not exist`), { code: '3F000' });
    }
    return query(text, ...(rest as []));
  }) as PGlite['query'];
}

let opened: { pglite: PGlite; db: Kysely<any> } | null = null;
async function open() {
  const pglite = await PGlite.create();
  opened = { pglite, db: new Kysely<any>({ dialect: new PGliteDialect(pglite) }) };
  return opened;
}
afterEach(async () => {
  await opened?.db.destroy();
  await opened?.pglite.close();
  opened = null;
});

describe('migrateCurrentSchema', () => {
  it('runs the migrations once and reports them', async () => {
    const { db } = await open();
    expect(await migrateCurrentSchema(db, { migrations })).toEqual(['0001_notes']);
    expect(await migrateCurrentSchema(db, { migrations })).toEqual([]);
  });

  it('tries again when another session drops its schema during the catalog scan', async () => {
    const { pglite, db } = await open();
    schemaVanishesDuringScan(pglite, 'test_another_file', 2);
    expect(await migrateCurrentSchema(db, { migrations })).toEqual(['0001_notes']);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from note`.execute(db);
    expect(rows[0]!.n).toBe(0);
  });

  it('throws when its own schema is the one missing', async () => {
    const own = await open();
    schemaVanishesDuringScan(own.pglite, 'public', 1);
    await expect(migrateCurrentSchema(own.db, { migrations })).rejects.toThrow('schema "public" does not exist');
  });

  it('gives up after five attempts', async () => {
    const { pglite, db } = await open();
    schemaVanishesDuringScan(pglite, 'test_another_file', 5);
    await expect(migrateCurrentSchema(db, { migrations })).rejects.toThrow('schema "test_another_file" does not exist');
  });
});
