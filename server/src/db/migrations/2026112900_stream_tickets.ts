import type { Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 67: a notification stream's ticket is random and single-use (it was a signed
 * `session.expiry.signature`, good for any number of streams within its minute, that showed
 * the session's id). Only its hash is kept, with the session it opens, until it is used or
 * expires; a session's end takes its tickets.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stream_tickets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'integer', (c) =>
      c.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stream_tickets_session_idx')
    .on('stream_tickets')
    .column('session_id')
    .execute();
  await db.schema
    .createIndex('stream_tickets_expires_idx')
    .on('stream_tickets')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stream_tickets').execute();
}
