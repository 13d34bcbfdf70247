import type { Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 68, "My sessions": each session keeps what its sign-in came with, the browser's
 * User-Agent (cut short) and the client's address as the server sees it behind its proxies, and
 * how it signed in ('password' today; single sign-on, passkeys and two-factor later). Sessions
 * from before know none of it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('client_address', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('sign_in_method', 'text', (c) => c.notNull().defaultTo('password'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('sign_in_method').execute();
  await db.schema.alterTable('sessions').dropColumn('client_address').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
}
