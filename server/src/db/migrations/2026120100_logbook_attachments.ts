import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 71: photos and PDFs an intern attaches to a logbook week, at most five a week, stored
 * re-encoded without their metadata (images) with a small JPEG thumbnail (none for a PDF).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = isPostgres ? 'serial' : 'integer';
  const blob = isPostgres ? 'bytea' : 'blob';
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('logbook_attachments')
    .addColumn('id', idType, id)
    .addColumn('intern_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    // The week's Monday, 'YYYY-MM-DD', as logbook_entries.week_start.
    .addColumn('week_start', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', blob, (c) => c.notNull())
    .addColumn('thumbnail', blob)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('logbook_attachments_week')
    .on('logbook_attachments')
    .columns(['intern_id', 'week_start'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('logbook_attachments').execute();
}
