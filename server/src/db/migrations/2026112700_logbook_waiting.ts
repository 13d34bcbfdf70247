import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * `users.logbook_waiting`: how many of an intern's logbook entries wait for a signature, kept by
 * triggers in the writing statement's transaction, so the administrator's Interns filter
 * `logbook=unsigned` counts one index range instead of looking up each intern's entries (3.6 ms
 * at 100 000 entries; docs/benchmarks.md, "Interns by logbook"). Each trigger counts the
 * intern's waiting entries again rather than adding one: a restore or `db:move` loads users
 * with their count and then the entries, and a recount stays right whatever the order.
 */
const recount = (intern: string) => sql`
  update users set logbook_waiting = (
    select count(*) from logbook_entries
    where logbook_entries.intern_id = ${sql.raw(intern)} and logbook_entries.state = 'submitted'
  ) where users.id = ${sql.raw(intern)}`;

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Triggers and fill in one transaction, so no write falls between them (PostgreSQL's
  // migrations run in one already).
  const inOneTransaction = (work: (trx: Kysely<any>) => Promise<void>) =>
    isPostgres ? work(db) : db.transaction().execute(work);
  await inOneTransaction(async (trx) => {
    await trx.schema
      .alterTable('users')
      .addColumn('logbook_waiting', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    if (isPostgres) {
      await sql`create function recount_logbook_waiting() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' then ${recount('old.intern_id')}; end if;
          if tg_op <> 'DELETE' then ${recount('new.intern_id')}; end if;
          return null;
        end $$`.execute(trx);
      await sql`create trigger logbook_entries_waiting after insert or delete
        or update of state, intern_id on logbook_entries
        for each row execute function recount_logbook_waiting()`.execute(trx);
    } else {
      await sql`create trigger logbook_entries_waiting_insert after insert on logbook_entries
        begin ${recount('new.intern_id')}; end`.execute(trx);
      await sql`create trigger logbook_entries_waiting_delete after delete on logbook_entries
        begin ${recount('old.intern_id')}; end`.execute(trx);
      await sql`create trigger logbook_entries_waiting_update
        after update of state, intern_id on logbook_entries
        begin ${recount('old.intern_id')}; ${recount('new.intern_id')}; end`.execute(trx);
    }
    await sql`update users set logbook_waiting = (
      select count(*) from logbook_entries
      where logbook_entries.intern_id = users.id and logbook_entries.state = 'submitted')
      where users.role = 'INT'`.execute(trx);
    // Not partial: SQLite counted through a partial one only by reading the table itself.
    await trx.schema
      .createIndex('users_role_archived_waiting_idx')
      .on('users')
      .columns(['role', 'archived_at', 'logbook_waiting'])
      .execute();
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropIndex('users_role_archived_waiting_idx').execute();
  if (isPostgres) {
    await sql`drop trigger logbook_entries_waiting on logbook_entries`.execute(db);
    await sql`drop function recount_logbook_waiting()`.execute(db);
  } else {
    for (const event of ['insert', 'delete', 'update']) {
      await sql`drop trigger ${sql.id(`logbook_entries_waiting_${event}`)}`.execute(db);
    }
  }
  await db.schema.alterTable('users').dropColumn('logbook_waiting').execute();
}
