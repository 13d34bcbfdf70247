import type { Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 71: a comment sent again from a phone whose first answer was lost names the same
 * request key (the Idempotency-Key header), and is found instead of written twice. Unique per
 * author; comments made without a key keep NULL, which the index does not compare.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('comments').addColumn('request_key', 'text').execute();
  await db.schema
    .createIndex('comments_request_key')
    .on('comments')
    .columns(['user_id', 'request_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('comments_request_key').execute();
  await db.schema.alterTable('comments').dropColumn('request_key').execute();
}
