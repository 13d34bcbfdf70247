import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The logbook's verifiable copies and its reminders (docs/decisions.md, "Logbook and
 * attendance"). A copy keeps, like a completion letter, the facts its verification page shows,
 * so that the page still answers once the intern's account is erased (then intern_id is null);
 * `fingerprint` names what it certified, so an unchanged logbook keeps its copy's code. A
 * reminder row is the one e-mail an intern gets for a week they left unsubmitted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('logbook_copies')
    .addColumn('id', isPostgres ? 'serial' : 'integer', id)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('intern_id', 'integer', (c) => c.references('users.id'))
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('intern_name', 'text', (c) => c.notNull())
    .addColumn('position', 'text')
    .addColumn('intake_name', 'text')
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('weeks_signed', 'integer', (c) => c.notNull())
    .addColumn('days_expected', 'integer', (c) => c.notNull())
    .addColumn('days_present', 'integer', (c) => c.notNull())
    .addColumn('days_excused', 'integer', (c) => c.notNull())
    .addColumn('days_absent', 'integer', (c) => c.notNull())
    .addColumn('made_on', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('logbook_copies_intern_idx')
    .on('logbook_copies')
    .columns(['intern_id', 'fingerprint'])
    .execute();

  // Whether an intern has an entry in a state (the Interns list's logbook filter), one lookup.
  await db.schema
    .createIndex('logbook_entries_intern_state_idx')
    .on('logbook_entries')
    .columns(['intern_id', 'state'])
    .execute();

  await db.schema
    .createTable('logbook_reminders')
    .addColumn('id', isPostgres ? 'serial' : 'integer', id)
    .addColumn('intern_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('week_start', 'text', (c) => c.notNull())
    .addColumn('sent_on', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('logbook_reminders_week_unique')
    .on('logbook_reminders')
    .columns(['intern_id', 'week_start'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('logbook_reminders').execute();
  await db.schema.dropTable('logbook_copies').execute();
  await db.schema.dropIndex('logbook_entries_intern_state_idx').execute();
}
