import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { withStatementCache } from '../src/db/statement-cache';

// The cache only exists for SQLite: it stands between Kysely and better-sqlite3.
interface Things {
  things: { id: number; label: string | null; score: number | null; data: Buffer | null };
}

describe('SQLite statement cache', () => {
  let dir: string;
  let plain: SqliteDatabase.Database;
  let db: Kysely<Things>;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'statement-cache-'));
    const file = path.join(dir, 'cache.db');
    db = new Kysely<Things>({
      dialect: new SqliteDialect({ database: withStatementCache(new SqliteDatabase(file)) }),
    });
    await sql`create table things (id integer primary key, label text, score real, data blob)`.execute(
      db,
    );
    await db
      .insertInto('things')
      .values([
        { id: 1, label: 'one', score: 1.5, data: Buffer.from([1, 2, 3]) },
        { id: 2, label: null, score: null, data: null },
        { id: 3, label: 'ünïcödé ✓', score: -0.25, data: Buffer.alloc(0) },
      ])
      .execute();
    plain = new SqliteDatabase(file, { readonly: true });
  });
  afterAll(async () => {
    plain.close();
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const direct = (text: string) => plain.prepare(text).all();

  test('rows are the objects better-sqlite3 gives, names, values and order alike', async () => {
    const all = await db.selectFrom('things').selectAll().orderBy('id').execute();
    expect(all).toEqual(direct('select * from things order by id'));
    expect(Object.keys(all[0])).toEqual(['id', 'label', 'score', 'data']);
    expect(all[0].data).toEqual(Buffer.from([1, 2, 3]));

    const aliased =
      await sql`select label as x, id as x, score as y from things order by id`.execute(db);
    expect(aliased.rows).toEqual(
      direct('select label as x, id as x, score as y from things order by id'),
    );
    expect(aliased.rows[0]).toEqual({ x: 1, y: 1.5 });
  });

  test('a statement read twice gives fresh objects each time', async () => {
    const first = await db
      .selectFrom('things')
      .select(['id', 'label'])
      .where('id', '=', 1)
      .execute();
    first[0].label = 'changed by the caller';
    const second = await db
      .selectFrom('things')
      .select(['id', 'label'])
      .where('id', '=', 1)
      .execute();
    expect(second).toEqual([{ id: 1, label: 'one' }]);
  });

  test('writes that return rows, and streams, give objects too', async () => {
    const inserted = await db
      .insertInto('things')
      .values({ id: 4, label: 'four', score: 4, data: null })
      .returning(['id', 'label'])
      .executeTakeFirstOrThrow();
    expect(inserted).toEqual({ id: 4, label: 'four' });

    const streamed = [];
    for await (const row of db
      .selectFrom('things')
      .select(['id', 'score'])
      .orderBy('id')
      .stream()) {
      streamed.push(row);
    }
    expect(streamed).toEqual(direct('select id, score from things order by id'));
  });

  test('a schema change shows in a query the cache had already prepared', async () => {
    const read = () => db.selectFrom('things').selectAll().where('id', '=', 1).execute();
    expect(Object.keys((await read())[0])).toEqual(['id', 'label', 'score', 'data']);
    await sql`alter table things add column note text default 'added'`.execute(db);
    expect((await read())[0]).toMatchObject({ id: 1, label: 'one', note: 'added' });
  });
});
