import type { Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Indexes for the paged lists (decisions "Paged lists"), measured at 100 000 applications:
 * - newest first over several statuses (the interviews list) walks created_at and stops after
 *   one page, instead of sorting every matching row;
 * - the applicants list filtered by position reads just that position's queue, newest first;
 * - the people lists read their role's active accounts already in name order.
 */
const INDEXES: [name: string, table: string, columns: string[]][] = [
  ['applications_created_idx', 'applications', ['created_at', 'id']],
  ['applications_position_status_idx', 'applications', ['position_id', 'status', 'created_at']],
  ['users_role_archived_name_idx', 'users', ['role', 'archived_at', 'name']],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of INDEXES) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
