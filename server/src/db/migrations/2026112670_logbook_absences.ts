import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The internship's weeks (docs/decisions.md, "Logbook and attendance"): one logbook entry per
 * intern and week (its Monday, a date in the firm's time zone), with the five working days'
 * attendance as ticked by the intern (`days`: one letter a day, Monday first: P present,
 * A absent, - not ticked), and the absence requests a supervisor approves or declines. An
 * approved absence makes its days excused whatever the entry says. `reviewer_name` keeps who
 * signed or returned the entry, for the logbook's copy once that account is erased.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('logbook_entries')
    .addColumn('id', isPostgres ? 'serial' : 'integer', id)
    .addColumn('intern_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('week_start', 'text', (c) => c.notNull())
    .addColumn('days', 'text', (c) =>
      c
        .notNull()
        .defaultTo('-----')
        .check(sql`length(days) = 5`),
    )
    .addColumn('activities', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('learned', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hours', 'integer', (c) => c.check(sql`hours is null or hours between 0 and 80`))
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('draft', 'submitted', 'returned', 'signed')`),
    )
    .addColumn('remark', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id'))
    .addColumn('reviewer_name', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('logbook_entries_week_unique')
    .on('logbook_entries')
    .columns(['intern_id', 'week_start'])
    .unique()
    .execute();
  // The supervisors' review queue: submitted entries, oldest first.
  await db.schema
    .createIndex('logbook_entries_queue_idx')
    .on('logbook_entries')
    .columns(['state', 'submitted_at', 'id'])
    .execute();

  await db.schema
    .createTable('absence_requests')
    .addColumn('id', isPostgres ? 'serial' : 'integer', id)
    .addColumn('intern_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('first_day', 'text', (c) => c.notNull())
    .addColumn('last_day', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) =>
      c.notNull().check(sql`reason in ('sick', 'exam', 'personal', 'other')`),
    )
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('pending', 'approved', 'declined')`),
    )
    .addColumn('remark', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('absence_requests_days_in_order', sql`last_day >= first_day`)
    .execute();
  await db.schema
    .createIndex('absence_requests_intern_idx')
    .on('absence_requests')
    .columns(['intern_id', 'first_day'])
    .execute();
  await db.schema
    .createIndex('absence_requests_queue_idx')
    .on('absence_requests')
    .columns(['state', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('absence_requests').execute();
  await db.schema.dropTable('logbook_entries').execute();
}
