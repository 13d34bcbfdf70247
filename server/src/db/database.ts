import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, type Transaction } from 'kysely';
import { Pool, types } from 'pg';
import type { Database } from './schema';
import { ensureDir, ensurePrivateFile, tightenIfPresent } from '../lib/private-files';
import { withNamedStatements } from './named-statements';
import { DEFAULT_POOL, PoolQueue, type BusyReason, type PoolQueueOptions } from './pool-queue';
import { GatedSqliteDialect, WriteGate } from './sqlite-write-gate';
import { withStatementCache } from './statement-cache';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Repository functions accept either the database or an open transaction. */
export type DbOrTrx = Db | Trx;
export type Dialect = 'sqlite' | 'postgres';

/** Whether a database (or transaction) runs on PostgreSQL rather than SQLite. */
export const isPostgres = (db: DbOrTrx) => db.getExecutor().adapter instanceof PostgresAdapter;

// COUNT(*) and BIGINT come back from pg as strings; our counts always fit a JS number.
types.setTypeParser(types.builtins.INT8, (value) => Number(value));

/**
 * How long a query waits for a PostgreSQL connection: a server that accepts but does not answer
 * (stuck in start-up, a host gone behind a proxy) otherwise holds every request that needs a new
 * connection for minutes. Past it the request fails as unreachable and is answered 503.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

export interface DatabaseOptions {
  onLostConnection?: (error: Error) => void;
  /** CONNECT_TIMEOUT_MS unless given (tests). */
  connectTimeoutMs?: number;
  /** DEFAULT_POOL unless given. */
  pool?: PoolQueueOptions;
}

export interface PoolStats {
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  /** Queries refused a connection since the start, by reason. */
  refused: Record<BusyReason, number>;
}

const pools = new WeakMap<Db, { pool: Pool; queue: PoolQueue }>();
const sqliteFiles = new WeakMap<Db, { url: string; gate: WriteGate }>();

/** The PostgreSQL pool's state (metrics); undefined on SQLite, whose one connection has none. */
export function poolStats(db: Db): PoolStats | undefined {
  const entry = pools.get(db);
  if (!entry) return undefined;
  const { pool, queue } = entry;
  const refused = { ...queue.refused };
  return { total: pool.totalCount, idle: pool.idleCount, waiting: queue.waiting, refused };
}

export function createDatabase(dialect: Dialect, url: string, options: DatabaseOptions = {}): Db {
  if (dialect === 'postgres') {
    const bounds = options.pool ?? DEFAULT_POOL;
    const pool = new Pool({
      connectionString: url,
      max: bounds.size,
      // The connections stay open once made: pg closed them after 10 idle seconds, so a burst
      // after a quiet moment waited for new server processes, whose first queries were slow
      // (docs/interview-booking.md, "The booking page's free times"). keepAlive finds a connection
      // a network dropped.
      min: bounds.size,
      keepAlive: true,
      connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    });
    const queue = new PoolQueue(bounds);
    // An idle connection dropped by the server (restart, failover) must not end the process:
    // the pool discards it and the next query opens a new one.
    pool.on('error', (error) => options.onLostConnection?.(error));
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: withNamedStatements(pool, (error) => options.onLostConnection?.(error), queue),
      }),
    });
    pools.set(db, { pool, queue });
    return db;
  }
  const sqlite = openSqlite(url);
  const gate = new WriteGate();
  const db = new Kysely<Database>({
    dialect: new GatedSqliteDialect(
      { database: withStatementCache(sqlite) },
      gate,
      (sql) => !sqlite.prepare(sql).readonly,
    ),
  });
  sqliteFiles.set(db, { url, gate });
  return db;
}

/** A connection to the SQLite file at `url`, made private, in WAL mode. */
export function openSqlite(url: string) {
  ensureDir(path.dirname(url));
  ensurePrivateFile(url);
  const sqlite = new SqliteDatabase(url);
  sqlite.pragma('journal_mode = WAL');
  for (const suffix of ['-wal', '-shm']) tightenIfPresent(`${url}${suffix}`);
  sqlite.pragma('foreign_keys = ON');
  // Freed pages are zeroed: an erased person's bytes do not linger in the file (issue 27).
  sqlite.pragma('secure_delete = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/** A SQLite database's file and the gate of its main connection's writes; undefined on PostgreSQL. */
export const sqliteFileOf = (db: Db) => sqliteFiles.get(db);
