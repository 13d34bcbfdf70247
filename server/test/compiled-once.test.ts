import { compiledOnce } from '../src/db/compiled-once';
import { createDatabase, type Db, type DbOrTrx } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrator';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from './helpers/test-db';

const positionsNamed = compiledOnce(
  (db: DbOrTrx, { name, other, limit }: { name: string; other: string; limit: number }) =>
    db
      .selectFrom('positions')
      .select(['id', 'name'])
      .where((eb) => eb.or([eb('name', '=', name), eb('name', '=', other), eb('name', '=', name)]))
      .where('name', '!=', 'a constant kept as it is')
      .orderBy('name')
      .limit(limit),
);

describeEachDatabase('queries compiled once', (dialect) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = createDatabase(dialect, database.url);
    await migrateToLatest(db);
    await db
      .insertInto('positions')
      .values(['Alpha', 'Beta', 'Gamma'].map((name) => ({ name, created_at: '2026-11-23' })))
      .execute();
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  test('each call runs with its own arguments, every place an argument is used', async () => {
    const names = async (name: string, other: string, limit = 10) =>
      (await positionsNamed(db, { name, other, limit })).map((row) => row.name);
    expect(await names('Alpha', 'Gamma')).toEqual(['Alpha', 'Gamma']);
    expect(await names('Alpha', 'Gamma', 1)).toEqual(['Alpha']);
    expect(await names('Beta', 'Nobody')).toEqual(['Beta']);
    expect(await names('a constant kept as it is', 'Gamma')).toEqual(['Gamma']);
  });

  test('runs inside a transaction, seeing its uncommitted rows', async () => {
    await db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('positions')
          .values({ name: 'Delta', created_at: '2026-11-23' })
          .execute();
        const found = await positionsNamed(trx, { name: 'Delta', other: 'Alpha', limit: 10 });
        expect(found.map((row) => row.name)).toEqual(['Alpha', 'Delta']);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await positionsNamed(db, { name: 'Delta', other: 'Delta', limit: 10 })).toEqual([]);
  });

  test('refuses a parameter used other than as a value', async () => {
    const careless = compiledOnce((db: DbOrTrx, { name }: { name: string }) =>
      db
        .selectFrom('positions')
        .select('id')
        .where('name', '=', name ? 'x' : 'y'),
    );
    await expect(careless(db, { name: 'Alpha' })).rejects.toThrow(/name not used as a value/);
  });
});
