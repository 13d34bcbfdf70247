import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * decisions §5: one's own new e-mail takes effect when the link sent to it is opened. Until then
 * it waits here, with the link's token stored only hashed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('email_changes')
    .addColumn('id', isPostgres ? 'serial' : 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('email_changes_user_idx')
    .on('email_changes')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_changes').execute();
}
