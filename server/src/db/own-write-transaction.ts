import { Kysely } from 'kysely';
import type { Database } from './schema';
import { openSqlite, sqliteFileOf, type Db, type Trx } from './database';
import { checkpointAside } from './checkpoint-aside';
import { ImmediateSqliteDialect } from './sqlite-write-gate';
import { withStatementCache } from './statement-cache';

/**
 * One transaction for a long write (an import) that others need not wait for. On PostgreSQL it
 * is the pool's: other requests take other connections and see only what is committed. On
 * SQLite it runs on a connection of its own, so that the main one goes on answering reads of the
 * last commit meanwhile (WAL); the main connection's writes wait for it (sqlite-write-gate.ts).
 * `work` must yield to the event loop now and then (`setImmediate`) for either to help.
 */
export async function inOwnWriteTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  const file = sqliteFileOf(db);
  if (!file) return db.transaction().execute(work);
  return file.gate.closedWhile(async () => {
    const sqlite = openSqlite(file.url);
    sqlite.pragma('wal_autocheckpoint = 0');
    const own = new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    });
    let result: T;
    try {
      result = await own.transaction().execute(work);
    } finally {
      await own.destroy();
    }
    // Before the gate opens: the main connection's next write would otherwise copy the log.
    file.gate.checkpoint = checkpointAside(file.url).catch(() => undefined);
    await file.gate.checkpoint;
    return result;
  });
}
