import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 86, the completion letter as an Open Badges 3.0 credential (docs/credentials.md): the
 * firm's Ed25519 signing keys (the secret sealed with SECRETS_KEY; a retired key signs no new
 * credential), the revocation status lists (one key's, signed by it, kept signed), and each
 * letter's credential with its place in a list. A credential's signed JSON names the intern: an
 * erasure clears it and keeps its status.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  const serial = isPostgres ? 'serial' : 'integer';
  await db.schema
    .createTable('credential_keys')
    .addColumn('id', serial, id)
    .addColumn('public_key', 'text', (c) => c.notNull().unique())
    .addColumn('secret_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('retired_at', 'text')
    // 1 for the key that signs new credentials, null once retired: unique, so two instances
    // making the first key at once (or rotating at once) end with one current key.
    .addColumn('current', 'integer', (c) => c.unique())
    .execute();
  await db.schema
    .createTable('credential_status_lists')
    .addColumn('id', serial, id)
    .addColumn('key_id', 'integer', (c) => c.notNull().references('credential_keys.id'))
    .addColumn('length', 'integer', (c) => c.notNull())
    .addColumn('next_index', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('signed', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('credentials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('letter_id', 'integer', (c) =>
      c.notNull().unique().references('completion_letters.id').onDelete('cascade'),
    )
    .addColumn('status_list_id', 'integer', (c) =>
      c.notNull().references('credential_status_lists.id'),
    )
    .addColumn('status_index', 'integer', (c) => c.notNull())
    .addColumn('key_id', 'integer', (c) => c.notNull().references('credential_keys.id'))
    .addColumn('document', 'text')
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addUniqueConstraint('credentials_status_place', ['status_list_id', 'status_index'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credentials').execute();
  await db.schema.dropTable('credential_status_lists').execute();
  await db.schema.dropTable('credential_keys').execute();
}
