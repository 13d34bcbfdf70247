import { sql, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 68: what an administrator requires of staff (administrators and supervisors) when they
 * sign in: a second factor, or the firm's identity provider. One row, id 1, written by the first
 * change; without it nothing is required.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_policy')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('staff_two_factor_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('staff_sso_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_policy').execute();
}
