import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct statements an app of this size runs; beyond it, the oldest are dropped. */
const CAPACITY = 1000;
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;
const ROLLBACK = /^\s*rollback\b/i;

/**
 * better-sqlite3 behind Kysely, preparing each distinct SQL text once: Kysely asks for a new
 * statement on every query, and preparing was the largest cost of a simple read. Kysely runs
 * statements with `all` or `run`, which finish before the next query, so one statement is
 * never used by two queries at once.
 */
export function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      // A schema change can change what a cached `select *` returns: start afresh.
      if (SCHEMA_CHANGE.test(sql)) {
        cache.clear();
        return asKyselyStatement(sqlite.prepare(sql));
      }
      if (ROLLBACK.test(sql)) return rollbackOf(sqlite, sql);
      let statement = cache.get(sql);
      if (statement) {
        // Most recently used last, so the first key is the one to drop.
        cache.delete(sql);
      } else {
        statement = withRowsFromArrays(sqlite.prepare(sql));
        if (cache.size >= CAPACITY) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}

/**
 * A rollback that is a no-op once SQLite has rolled the transaction back itself: a full disk, an
 * I/O error or a lack of memory at a write or at COMMIT ends the transaction, and Kysely's own
 * ROLLBACK then failed ("no transaction is active") and took the place of the cause, so a write
 * on a full disk was answered 500, not 507.
 */
function rollbackOf(sqlite: BetterSqlite3.Database, sql: string): SqliteStatement {
  const statement = sqlite.prepare(sql);
  return {
    reader: false,
    all: () => [],
    run: (parameters) =>
      sqlite.inTransaction ? statement.run(parameters) : { changes: 0, lastInsertRowid: 0 },
    iterate: () => [][Symbol.iterator](),
  };
}

/** better-sqlite3's statement as Kysely calls it: with its parameters as one array. */
const asKyselyStatement = (statement: BetterSqlite3.Statement): SqliteStatement => ({
  reader: statement.reader,
  all: (parameters) => statement.all(parameters),
  run: (parameters) => statement.run(parameters),
  iterate: (parameters) => statement.iterate(parameters),
});

/**
 * A statement that returns the rows better-sqlite3 would, built from its raw arrays. Its own
 * objects cost about twice as much: the supervisor's 100 tasks took 660 µs to read as objects,
 * 430 µs as arrays turned into the same objects here.
 */
function withRowsFromArrays(statement: BetterSqlite3.Statement): SqliteStatement {
  if (!statement.reader) return asKyselyStatement(statement);
  const names = statement.columns().map((column) => column.name);
  // An own property named __proto__ cannot be made by assignment; such a query keeps objects.
  if (names.includes('__proto__')) return asKyselyStatement(statement);
  statement.raw(true);
  const toRow = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    // A name given twice keeps its last value, as better-sqlite3's objects do.
    for (let i = 0; i < names.length; i++) row[names[i]] = values[i];
    return row;
  };
  return {
    reader: true,
    all(parameters) {
      const rows = statement.all(parameters) as unknown[][];
      const objects = new Array<Record<string, unknown>>(rows.length);
      for (let i = 0; i < rows.length; i++) objects[i] = toRow(rows[i]);
      return objects;
    },
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as Iterable<unknown[]>) {
        yield toRow(values);
      }
    },
  };
}
