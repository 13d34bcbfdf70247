import type { Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A login attempt is recorded before its password is checked: `checking` marks one whose check
 * is still running, so parallel right logins wait for each other instead of counting as
 * failures. Rows from before, and from a previous version during an upgrade, are failures.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('login_failures')
    .addColumn('checking', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('login_failures').dropColumn('checking').execute();
}
