import { sql, type Kysely } from 'kysely';
import type { Db, DbOrTrx } from '../../db/database';
import { sqlRules } from '../../db/sql-rules';
import type { BackedUpTable } from './backup-tables';
import type { Value } from './backup-format';

// Backups read and write every table by the names the database reports, not through the typed
// schema: a backup of an older schema has other columns than this code's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (db: DbOrTrx) => db as unknown as Kysely<any>;

export interface TableColumns {
  name: string;
  columns: string[];
}

/** Every table of the database with its columns, Kysely's own included. */
export async function listTables(db: DbOrTrx): Promise<TableColumns[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return tables
    .filter((table) => !table.isView)
    .map((table) => ({ name: table.name, columns: table.columns.map((column) => column.name) }));
}

const asArrays = (rows: Record<string, unknown>[], columns: string[]) =>
  rows.map((row) => columns.map((column) => row[column]));

/** Up to `table.pageRows` rows after `after` (a numeric key), in key order, as arrays. */
export async function readPage(
  db: DbOrTrx,
  table: BackedUpTable,
  columns: string[],
  after: number | null,
): Promise<unknown[][]> {
  let query = untyped(db).selectFrom(table.name).select(columns);
  if (after !== null) query = query.where(table.key, '>', after);
  const rows = await query.orderBy(table.key).limit(table.pageRows).execute();
  return asArrays(rows, columns);
}

/** A small table keyed by text, whole, in the key's code-unit order (collations differ). */
export async function readAllRows(
  db: DbOrTrx,
  table: BackedUpTable,
  columns: string[],
): Promise<unknown[][]> {
  const rows = await untyped(db).selectFrom(table.name).select(columns).execute();
  const key = columns.indexOf(table.key);
  return asArrays(rows, columns).sort((a, b) =>
    String(a[key]) < String(b[key]) ? -1 : String(a[key]) > String(b[key]) ? 1 : 0,
  );
}

/** Each numeric-keyed table's last id given, so a restore never gives an id twice. */
export async function readSequences(
  db: DbOrTrx,
  tables: BackedUpTable[],
): Promise<Record<string, number>> {
  const sequences: Record<string, number> = {};
  if (sqlRules(db).dialect === 'sqlite') {
    const { rows } = await sql<{ name: string; seq: number }>`
      select name, seq from sqlite_sequence`.execute(db);
    for (const row of rows) sequences[row.name] = Number(row.seq);
    return sequences;
  }
  for (const table of tables.filter((each) => each.numericKey)) {
    const { rows } = await sql<{ n: number | null }>`
      select pg_sequence_last_value(pg_get_serial_sequence(${table.name}, ${table.key})::regclass)
        as n`.execute(db);
    if (rows[0]?.n != null) sequences[table.name] = Number(rows[0].n);
  }
  return sequences;
}

export async function insertRows(db: DbOrTrx, table: string, columns: string[], rows: Value[][]) {
  if (rows.length === 0) return;
  const objects = rows.map((row) =>
    Object.fromEntries(columns.map((column, i) => [column, row[i]])),
  );
  await untyped(db).insertInto(table).values(objects).execute();
}

/** Sets a column of rows already loaded, by key (a reference to a row loaded after them). */
export async function setColumn(
  db: DbOrTrx,
  table: BackedUpTable,
  column: string,
  values: [key: Value, value: Value][],
) {
  for (const [key, value] of values) {
    await untyped(db)
      .updateTable(table.name)
      .set({ [column]: value })
      .where(table.key, '=', key)
      .execute();
  }
}

/** Moves each table's id sequence to at least its largest id and the source's last id. */
export async function setSequences(
  db: DbOrTrx,
  tables: BackedUpTable[],
  sequences: Record<string, number>,
) {
  for (const table of tables.filter((each) => each.numericKey)) {
    const row = await untyped(db)
      .selectFrom(table.name)
      .select((eb) => eb.fn.max(table.key).as('n'))
      .executeTakeFirst();
    const last = Math.max(Number(row?.n ?? 0), sequences[table.name] ?? 0);
    if (sqlRules(db).dialect === 'sqlite') {
      await sql`delete from sqlite_sequence where name = ${table.name}`.execute(db);
      if (last > 0) {
        await sql`insert into sqlite_sequence (name, seq) values (${table.name}, ${last})`.execute(
          db,
        );
      }
    } else {
      await sql`select setval(pg_get_serial_sequence(${table.name}, ${table.key}),
        ${Math.max(last, 1)}, ${last > 0})`.execute(db);
    }
  }
}

export async function deleteAllRows(db: DbOrTrx, table: string) {
  await untyped(db).deleteFrom(table).execute();
}

export async function countRows(db: DbOrTrx, table: string): Promise<number> {
  const row = await untyped(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The counts the dashboard reads (kept by triggers), bucket by bucket, zero buckets left out. */
export async function derivedCounts(db: DbOrTrx): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('row_counts')
    .select(['subject', 'bucket', (eb) => eb.fn.sum<number>('n').as('n')])
    .groupBy(['subject', 'bucket'])
    .execute();
  return Object.fromEntries(
    rows
      .filter((row) => Number(row.n) !== 0)
      .map((row) => [`${row.subject}/${row.bucket}`, Number(row.n)])
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/** Fresh planner statistics after a load (PostgreSQL also builds its visibility map). */
export async function analyze(db: Db) {
  await (sqlRules(db).dialect === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
}
