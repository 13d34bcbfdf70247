import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Intakes (docs/decisions.md, "Intakes"): an application window and the internship's start and
 * end, as calendar dates (YYYY-MM-DD) in the firm's time zone, and the positions each offers.
 * An application records its intake; null is the always-open default intake, so the rows
 * already there stay valid and an installation without intakes works as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('intakes')
    .addColumn('id', isPostgres ? 'serial' : 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('applications_open_on', 'text', (c) => c.notNull())
    .addColumn('applications_close_on', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('intakes_window_idx')
    .on('intakes')
    .columns(['applications_open_on', 'applications_close_on'])
    .execute();
  await db.schema
    .createTable('intake_positions')
    // Its own numeric key, like every table a backup pages through (backup-tables.ts).
    .addColumn('id', isPostgres ? 'serial' : 'integer', id)
    .addColumn('intake_id', 'integer', (c) => c.notNull().references('intakes.id'))
    .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id'))
    .execute();
  await db.schema
    .createIndex('intake_positions_unique')
    .on('intake_positions')
    .columns(['intake_id', 'position_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('intake_positions_position_idx')
    .on('intake_positions')
    .column('position_id')
    .execute();
  await db.schema
    .alterTable('applications')
    .addColumn('intake_id', 'integer', (c) => c.references('intakes.id'))
    .execute();
  await db.schema
    .createIndex('applications_intake_idx')
    .on('applications')
    .column('intake_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('applications_intake_idx').execute();
  await db.schema.alterTable('applications').dropColumn('intake_id').execute();
  await db.schema.dropTable('intake_positions').execute();
  await db.schema.dropTable('intakes').execute();
}
