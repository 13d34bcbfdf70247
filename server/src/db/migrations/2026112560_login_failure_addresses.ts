import type { Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The lock-out counts a login's failures per e-mail and client address (a stranger's guesses
 * from elsewhere do not lock the owner out), so each failure keeps the address it came from;
 * rows from before have none. The retention job deletes old failures by their time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('login_failures')
    .addColumn('client_address', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('login_failures_created_idx')
    .on('login_failures')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('login_failures_created_idx').execute();
  await db.schema.alterTable('login_failures').dropColumn('client_address').execute();
}
