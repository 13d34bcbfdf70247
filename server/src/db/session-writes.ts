import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { perClient } from './per-client-pool';

// A write that can end a session or change its user; a session's use being noted is not one.
const SESSION_WRITE = /^\s*(update|delete\s+from)\s+"(users|sessions)"/i;
const USE_NOTED = /^\s*update\s+"sessions"\s+set\s+"last_used_at"\s*=\s*\$\d+\s+where\b/i;
const COMMIT = /^\s*commit\b/i;
const ROLLBACK = /^\s*rollback\b/i;

/**
 * PostgreSQL behind Kysely, calling `written` once a statement of this process that changes
 * users or sessions has run and again once its transaction has committed, so that this
 * instance forgets the sessions it remembers at once (other instances hear of the change through
 * `session_changes`, a little later). Raw SQL and compiled statements are seen too: this looks
 * at the SQL text every query sends.
 */
export function watchSessionWrites(pool: PostgresPool, written: () => void): PostgresPool {
  const wrap = (client: PostgresPoolClient): PostgresPoolClient => {
    let inTransaction = false;
    const after = (sql: string) => {
      if (SESSION_WRITE.test(sql) && !USE_NOTED.test(sql)) {
        written();
        inTransaction = true;
      } else if (inTransaction && COMMIT.test(sql)) {
        inTransaction = false;
        written();
      } else if (ROLLBACK.test(sql)) inTransaction = false;
    };
    const query = ((sql: unknown, parameters?: readonly unknown[]) => {
      if (typeof sql !== 'string') return client.query(sql as never);
      return client.query(sql, parameters ?? []).then((result) => {
        after(sql);
        return result;
      });
    }) as PostgresPoolClient['query'];
    return { query, release: () => client.release() };
  };
  return perClient(pool, wrap);
}
