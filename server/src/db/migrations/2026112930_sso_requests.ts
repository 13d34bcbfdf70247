import type { Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 68, single sign-on: what a sign-in through an identity provider keeps between its
 * steps, single-use and for minutes, keyed by the hash of a random value. A `state` row holds
 * the nonce and PKCE verifier of a sign-in sent to the provider; a `code` row, the account the
 * provider's answer signed in, until the login page exchanges the code for a session.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sso_requests')
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text')
    .addColumn('code_verifier', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sso_requests_expires_idx')
    .on('sso_requests')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('sso_requests_user_idx')
    .on('sso_requests')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sso_requests').execute();
}
