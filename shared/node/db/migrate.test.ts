// @vitest-environment node
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateCurrentSchema } from './migrate';
import { PGliteDialect } from './pgliteDialect';

const migrations: Record<string, Migration> = {
  '0001_notes': {
    up: (db) =>
      db.schema
        .createTable('note')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .execute(),
  },
};

// one database for the file (starting PGlite takes seconds); each test works in a fresh schema of its own
let pglite: PGlite;
let db: Kysely<any>;
const queries: string[] = [];
let testNumber = 0;
beforeAll(async () => {
  pglite = await PGlite.create();
  const query = pglite.query.bind(pglite);
  pglite.query = ((text: string, ...rest: unknown[]) => {
    queries.push(text);
    return query(text, ...(rest as []));
  }) as PGlite['query'];
  db = new Kysely<any>({ dialect: new PGliteDialect(pglite) });
});
afterAll(async () => {
  await db.destroy();
  await pglite.close();
});
async function open() {
  const own = `own_${++testNumber}`;
  await sql`create schema ${sql.id(own)}`.execute(db);
  await sql`set search_path to ${sql.id(own)}`.execute(db);
  queries.length = 0;
  return { db, queries, other: `other_${testNumber}` };
}

describe('migrateCurrentSchema', () => {
  it('runs the migrations once and reports them', async () => {
    const { db } = await open();
    expect(await migrateCurrentSchema(db, { migrations })).toEqual(['0001_notes']);
    expect(await migrateCurrentSchema(db, { migrations })).toEqual([]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from note`.execute(db);
    expect(rows[0]!.n).toBe(0);
  });

  it('keeps its own bookkeeping when another schema already has some', async () => {
    const { db, other } = await open();
    await sql`create schema ${sql.id(other)}`.execute(db);
    await sql`create table ${sql.id(other, 'kysely_migration')} (name varchar(255) primary key, timestamp varchar(255) not null)`.execute(db);
    await sql`insert into ${sql.id(other, 'kysely_migration')} values ('0001_notes', '2026-01-01')`.execute(db);
    expect(await migrateCurrentSchema(db, { migrations })).toEqual(['0001_notes']);
  });

  it('lets a second service keep its own bookkeeping tables in the same schema', async () => {
    const { db } = await open();
    await migrateCurrentSchema(db, { migrations });
    const second: Record<string, Migration> = {
      '0001_notes': { up: (db) => db.schema.createTable('second_note').addColumn('id', 'serial').execute() },
    };
    const names = { migrationTableName: 'second_migration', migrationLockTableName: 'second_migration_lock' };
    expect(await migrateCurrentSchema(db, { migrations: second, ...names })).toEqual(['0001_notes']);
    expect(await migrateCurrentSchema(db, { migrations: second, ...names })).toEqual([]);
  });

  it('never scans other schemas, which other sessions may drop meanwhile', async () => {
    const { db, queries, other } = await open();
    await sql`create schema ${sql.id(other)}`.execute(db);
    await sql`create table ${sql.id(other, 'thing')} (id int)`.execute(db);
    queries.length = 0;
    await migrateCurrentSchema(db, { migrations });
    const catalogScans = queries.filter((q) => /has_schema_privilege|pg_get_serial_sequence/.test(q));
    expect(catalogScans).toEqual([]);
  });

  it('throws the failing migration’s error', async () => {
    const { db } = await open();
    const broken: Record<string, Migration> = { '0001_broken': { up: async (db) => void (await sql`select * from missing_table`.execute(db)) } };
    await expect(migrateCurrentSchema(db, { migrations: broken })).rejects.toThrow('missing_table');
  });
});
