import { isPostgres, type DbOrTrx } from './database';

/**
 * Runs `work` on one connection of PostgreSQL's pool (a transaction's own when `db` is one).
 * Under load each connection taken from the pool is a wait in its queue about as long as a
 * whole read (decisions "PostgreSQL speed"), so a request of several statements takes one, once.
 * SQLite has a single connection and no queue to shorten: there `work` runs as before.
 */
export function onOneConnection<T>(db: DbOrTrx, work: (conn: DbOrTrx) => Promise<T>) {
  return db.isTransaction || !isPostgres(db) ? work(db) : db.connection().execute(work);
}
