import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Trigram indexes for the list searches (`%text%`, decisions "Paged lists"), over the columns
 * the applications and people lists search.
 * - PostgreSQL: pg_trgm GIN indexes on lower(column), the expression the searches compare.
 * - SQLite: an FTS5 trigram table per base table, external content (it stores only the index)
 *   and detail=none (which rows hold a trigram, not where: a quarter of the size, and twice as
 *   fast at 100 000 rows), kept in step by triggers in the writing statement's transaction.
 *   The searches apply LIKE to the rows it finds, so the answers are LIKE's.
 */
const SEARCHED: Record<string, string[]> = {
  applications: ['name', 'email', 'phone_number'],
  users: ['name', 'email', 'phone_number'],
};

/**
 * GIN first queues new entries in a pending list that every search reads through; at the
 * default 4 MB a burst of writes made a search at 100 000 applications take 10 ms instead of
 * 0.5. 128 kB keeps that under a millisecond and still merges entries in batches.
 */
const PENDING_KB = 128;

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const [table, columns] of Object.entries(SEARCHED)) {
      for (const column of columns) {
        await sql`create index ${sql.id(`${table}_${column}_trgm_idx`)} on ${sql.table(table)}
          using gin (lower(${sql.ref(column)}) gin_trgm_ops)
          with (gin_pending_list_limit = ${sql.lit(PENDING_KB)})`.execute(db);
      }
    }
    return;
  }
  // One transaction, so no write falls between the triggers and the fill ('rebuild').
  await db.transaction().execute(async (trx) => {
    for (const [table, columns] of Object.entries(SEARCHED)) {
      const fts = sql.table(`${table}_search`);
      const list = sql.join(columns.map((column) => sql.ref(column)));
      const values = (row: 'new' | 'old') =>
        sql.join(columns.map((column) => sql.ref(`${row}.${column}`)));
      const add = sql`insert into ${fts} (rowid, ${list}) values (new.id, ${values('new')});`;
      const remove = sql`insert into ${fts} (${fts}, rowid, ${list})
        values ('delete', old.id, ${values('old')});`;
      await sql`create virtual table ${fts} using fts5(${list},
        content=${sql.lit(table)}, content_rowid='id', tokenize='trigram', detail='none')`.execute(
        trx,
      );
      await sql`create trigger ${sql.id(`${table}_search_insert`)} after insert on ${sql.table(table)}
        begin ${add} end`.execute(trx);
      await sql`create trigger ${sql.id(`${table}_search_delete`)} after delete on ${sql.table(table)}
        begin ${remove} end`.execute(trx);
      await sql`create trigger ${sql.id(`${table}_search_update`)}
        after update of id, ${list} on ${sql.table(table)} begin ${remove} ${add} end`.execute(trx);
      await sql`insert into ${fts} (${fts}) values ('rebuild')`.execute(trx);
    }
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(SEARCHED)) {
    if (isPostgres(db)) {
      for (const column of columns)
        await db.schema.dropIndex(`${table}_${column}_trgm_idx`).execute();
    } else {
      for (const event of ['insert', 'delete', 'update']) {
        await sql`drop trigger ${sql.id(`${table}_search_${event}`)}`.execute(db);
      }
      await sql`drop table ${sql.table(`${table}_search`)}`.execute(db);
    }
  }
  // The extension stays: other objects may use it, and dropping it needs more than ownership.
}
