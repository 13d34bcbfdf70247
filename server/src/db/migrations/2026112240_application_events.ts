import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The audit record of an application: one row per status change, written in the transaction of
 * the change. Applications that exist already get what is known of them: their creation and, if
 * they moved since, their present status (by nobody known, at their last update).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = isPostgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('application_events')
    .addColumn('id', idType, id)
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('mail_id', 'integer', (c) => c.references('outbox.id').onDelete('set null'))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_events_application_idx')
    .on('application_events')
    .columns(['application_id', 'id'])
    .execute();

  await sql`
    insert into application_events (application_id, from_status, to_status, at)
    select id, null, 'Processing', created_at from applications`.execute(db);
  await sql`
    insert into application_events (application_id, from_status, to_status, at)
    select id, 'Processing', status, updated_at from applications where status <> 'Processing'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('application_events').execute();
}
