import type { DbOrTrx } from './database';

/**
 * Runs `work` on one connection of the pool (a transaction's own when `db` is one). Under load
 * each connection taken from the pool is a wait in its queue about as long as a whole read
 * (decisions "PostgreSQL speed"), so a request of several statements takes one, once.
 */
export function onOneConnection<T>(db: DbOrTrx, work: (conn: DbOrTrx) => Promise<T>) {
  return db.isTransaction ? work(db) : db.connection().execute(work);
}
