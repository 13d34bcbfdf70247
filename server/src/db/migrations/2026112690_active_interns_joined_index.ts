import { sql, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The Interns filter `logbook=overdue` and the logbook reminders find the interns without an
 * intake who had joined by a week's end: active accounts of a role by their creation time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('users_active_role_created_idx')
    .on('users')
    .columns(['role', 'created_at'])
    .where(sql.ref('archived_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_active_role_created_idx').execute();
}
