import type { Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 87: each change of a slot (a place taken or freed, the slot cancelled) raises its
 * `changes`, so the booking page can tell whether its intake's free times changed since it last
 * read them with one small aggregate instead of reading them again (docs/interview-booking.md,
 * "The booking page's free times").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('interview_slots')
    .addColumn('changes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('interview_slots').dropColumn('changes').execute();
}
