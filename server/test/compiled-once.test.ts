import { compiledOnce } from '../src/db/compiled-once';
import { createDatabase, type Db, type DbOrTrx } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrator';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from './helpers/test-db';

const positionsNamed = compiledOnce(
  (db: DbOrTrx, name: string, other: string) =>
    db
      .selectFrom('positions')
      .select(['id', 'name'])
      .where((eb) => eb.or([eb('name', '=', name), eb('name', '=', other), eb('name', '=', name)]))
      .where('name', '!=', 'a constant kept as it is')
      .orderBy('name'),
  ['\0name', '\0other'],
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
    const names = async (...args: [string, string]) =>
      (await positionsNamed(db, ...args)).map((row) => row.name);
    expect(await names('Alpha', 'Gamma')).toEqual(['Alpha', 'Gamma']);
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
        expect((await positionsNamed(trx, 'Delta', 'Alpha')).map((row) => row.name)).toEqual([
          'Alpha',
          'Delta',
        ]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await positionsNamed(db, 'Delta', 'Delta')).toEqual([]);
  });

  test('refuses a query that does not use every stand-in', async () => {
    const careless = compiledOnce(
      (db: DbOrTrx, _name: string) =>
        db.selectFrom('positions').select('id').where('name', '=', 'x'),
      ['\0unused'],
    );
    await expect(careless(db, 'Alpha')).rejects.toThrow(/stand-in is missing/);
  });
});
