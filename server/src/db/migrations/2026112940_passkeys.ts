import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 68, passkeys (WebAuthn): a user's registered credentials (the public key only, with its
 * signature counter, transports and the name the user gave it), and the challenges the server
 * handed out, kept hashed for their few minutes and deleted when used: each is good for one
 * registration or one sign-in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('passkeys')
    .addColumn('id', isPostgres ? 'serial' : 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkeys_user_idx').on('passkeys').column('user_id').execute();
  await db.schema
    .createTable('passkey_challenges')
    .addColumn('challenge_hash', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('passkey_challenges_expires_idx')
    .on('passkey_challenges')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('passkey_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
