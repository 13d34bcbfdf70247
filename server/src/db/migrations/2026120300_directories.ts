import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 89: directories (Entra ID, Okta, …) that provision staff accounts through SCIM 2.0. A
 * directory's bearer token is kept only as its hash; renewing replaces it, revoking keeps the row
 * (its name stays in the audit history). A user the directory wrote names it (`directory_id`),
 * with the directory's own id for them and the enterprise extension's department and manager.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = isPostgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('directories')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('token_renewed_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_request_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'text')
    .addColumn('created_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deactivated_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('directory_id', 'integer', (c) =>
      c.references('directories.id').onDelete('set null'),
    )
    .execute();
  await db.schema.alterTable('users').addColumn('external_id', 'text').execute();
  await db.schema.alterTable('users').addColumn('department', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('manager_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('users_external_id').on('users').column('external_id').execute();

  // Who made a change to an account: an administrator, or a directory (with what it changed).
  await db.schema
    .alterTable('account_events')
    .addColumn('by_directory_id', 'integer', (c) =>
      c.references('directories.id').onDelete('set null'),
    )
    .execute();
  await db.schema.alterTable('account_events').addColumn('detail', 'text').execute();
  await db.schema
    .createIndex('account_events_directory')
    .on('account_events')
    .columns(['by_directory_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('account_events_directory').execute();
  await db.schema.alterTable('account_events').dropColumn('detail').execute();
  await db.schema.alterTable('account_events').dropColumn('by_directory_id').execute();
  await db.schema.dropIndex('users_external_id').execute();
  for (const column of ['manager_id', 'department', 'external_id', 'directory_id']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  await db.schema.dropTable('directories').execute();
}
