import { sql, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 67: the account keeps its theme, as it keeps its language, so that a login on another
 * browser shows the theme chosen on the first. Null until its user picks one (the device's
 * setting is followed then).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('theme', 'text', (c) => c.check(sql`theme in ('system', 'light', 'dark')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('theme').execute();
}
