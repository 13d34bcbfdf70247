import { sql } from 'kysely';
import { createDatabase, type Db } from '../src/db/database';
import { createMigrator } from '../src/db/migrator';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from './helpers/test-db';

async function tableNames(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.map((table) => table.name).sort();
}

describeEachDatabase('migrations', (dialect) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = createDatabase(dialect, database.url);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('migrate up, all the way down, and up again', async () => {
    const migrator = createMigrator(db);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    const tables = await tableNames(db);
    expect(tables).toEqual(expect.arrayContaining(['applications', 'users', 'outbox']));

    let down;
    do {
      down = await migrator.migrateDown();
      expect(down.error).toBeUndefined();
    } while (down.results?.length);
    expect(await tableNames(db)).toEqual([]);

    const again = await migrator.migrateToLatest();
    expect(again.error).toBeUndefined();
    expect(await tableNames(db)).toEqual(tables);
  });

  it('seeds the three positions of a fresh install', async () => {
    const rows = await db.selectFrom('positions').select('name').orderBy('id').execute();
    expect(rows.map((row) => row.name)).toEqual(['Advisory', 'Engineering', 'Technology']);
    await sql`select 1`.execute(db);
  });
});
