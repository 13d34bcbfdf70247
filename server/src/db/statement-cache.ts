import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct statements an app of this size runs; beyond it, the oldest are dropped. */
const CAPACITY = 1000;

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
      let statement = cache.get(sql);
      if (statement) {
        // Most recently used last, so the first key is the one to drop.
        cache.delete(sql);
      } else {
        statement = sqlite.prepare(sql) as unknown as SqliteStatement;
        if (cache.size >= CAPACITY) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}
