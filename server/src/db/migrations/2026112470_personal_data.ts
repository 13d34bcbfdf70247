import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Personal data (docs/decisions.md, "Personal data"): the privacy notice an application was
 * made under and when its person was erased; history entries that are not status changes (a
 * file opened, an erasure); single-use links that let an applicant erase or download their
 * data; and leases so that one instance at a time runs the retention job.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  await db.schema.alterTable('applications').addColumn('notice_version', 'text').execute();
  await db.schema.alterTable('applications').addColumn('erased_at', 'text').execute();
  await db.schema
    .alterTable('application_events')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('status'))
    .execute();
  await db.schema.alterTable('application_events').addColumn('file_kind', 'text').execute();
  await db.schema
    .createTable('personal_data_links')
    .addColumn('id', isPostgres ? 'serial' : 'integer', id)
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('personal_data_links_application_idx')
    .on('personal_data_links')
    .column('application_id')
    .execute();
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('until', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
  await db.schema.dropTable('personal_data_links').execute();
  await db.schema.alterTable('application_events').dropColumn('file_kind').execute();
  await db.schema.alterTable('application_events').dropColumn('kind').execute();
  await db.schema.alterTable('applications').dropColumn('erased_at').execute();
  await db.schema.alterTable('applications').dropColumn('notice_version').execute();
}
