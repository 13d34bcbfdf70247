import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import type { PoolQueue } from './pool-queue';

/** Distinct statements an app of this size runs; beyond it, new texts go unnamed. */
const CAPACITY = 1000;
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * pg behind Kysely, running each distinct data statement as a named prepared statement: the
 * first run on a connection parses and plans it, later runs on that connection only bind and
 * execute. Unnamed, PostgreSQL parsed and planned every query again. Schema changes and
 * transaction commands stay unnamed (a plan must not outlive the table it reads). A connection
 * is had in the queue's turn (db/pool-queue.ts).
 */
export function withNamedStatements(
  pool: Pool,
  onLostConnection: (error: Error) => void,
  queue: PoolQueue,
): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (name === undefined && names.size < CAPACITY && DATA_STATEMENT.test(sql)) {
      name = `k${createHash('sha1').update(sql).digest('base64url')}`;
      names.set(sql, name);
    }
    return name;
  };
  const wrap = (client: PoolClient): PostgresPoolClient => {
    function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    // Kysely passes a cursor only when it streams, which this app never does; it goes through.
    function query(
      sql: string | PostgresCursor<unknown>,
      parameters: readonly unknown[] = [],
    ): Promise<unknown> | PostgresCursor<unknown> {
      if (typeof sql !== 'string') return client.query(sql as never);
      const name = nameOf(sql);
      const values = [...parameters];
      return name ? client.query({ name, text: sql, values }) : client.query(sql, values);
    }
    return {
      query,
      release: () => {
        client.release();
        queue.giveBack();
      },
    };
  };
  // One wrapper per client: Kysely keeps its connection object per client it is given.
  const wrapped = new WeakMap<PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      await queue.take();
      const client = await pool.connect().catch((error: unknown) => {
        queue.giveBack();
        throw error;
      });
      if (!wrapped.has(client)) {
        // pg's pool listens for a connection's failure only while it is idle: one cut (by a
        // restart or an administrator) while a request holds it between two statements emitted
        // an 'error' nobody heard, which ends the process. The request's next statement fails
        // instead, and the pool drops the connection when it is released.
        client.on('error', onLostConnection);
        wrapped.set(client, wrap(client));
      }
      return wrapped.get(client)!;
    },
    end: () => pool.end(),
  };
}
