import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A rating is a whole number from 0 to 100 in the database too, not only in the route schema:
 * a script, a later route or a hand-made fix cannot store 101 or -1. PostgreSQL takes a CHECK;
 * SQLite cannot add one to an existing table without rebuilding it, so two triggers refuse the
 * same rows with the same effect (the statement fails, nothing is written).
 */
const CHECK = 'tasks_rating_range';
const TRIGGERS = ['tasks_rating_range_insert', 'tasks_rating_range_update'] as const;

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table tasks add constraint ${sql.id(CHECK)}
      check (rating is null or rating between 0 and 100)`.execute(db);
    return;
  }
  for (const [name, event] of [
    [TRIGGERS[0], 'insert'],
    [TRIGGERS[1], 'update of rating'],
  ] as const) {
    await sql`create trigger ${sql.id(name)} before ${sql.raw(event)} on tasks
      when new.rating is not null and (new.rating < 0 or new.rating > 100
        or new.rating <> cast(new.rating as integer))
      begin select raise(abort, 'CHECK constraint failed: ${sql.raw(CHECK)}'); end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table tasks drop constraint ${sql.id(CHECK)}`.execute(db);
    return;
  }
  for (const name of TRIGGERS) await sql`drop trigger ${sql.id(name)}`.execute(db);
}
