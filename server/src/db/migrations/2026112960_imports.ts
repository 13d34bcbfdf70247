import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 69, imports from spreadsheets: one row per uploaded file (its kind, column matches,
 * state and counts, who imported and who undid it: the import's audit record). The file itself
 * is kept only until the import ends. `import_rows` names each row an import created, so that
 * the import can be undone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('imports')
    .addColumn('id', isPostgres ? 'serial' : 'integer', id)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_content', isPostgres ? 'bytea' : 'blob')
    .addColumn('columns', 'text', (c) => c.notNull())
    .addColumn('all_or_nothing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imported_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('undone_by', 'integer', (c) => c.references('users.id'))
    .addColumn('undone_at', 'text')
    .execute();
  await db.schema
    .createIndex('imports_created_idx')
    .on('imports')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createTable('import_rows')
    .addColumn('id', isPostgres ? 'serial' : 'integer', id)
    .addColumn('import_id', 'integer', (c) =>
      c.notNull().references('imports.id').onDelete('cascade'),
    )
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('import_rows_import_idx')
    .on('import_rows')
    .columns(['import_id', 'entity_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_rows').execute();
  await db.schema.dropTable('imports').execute();
}
