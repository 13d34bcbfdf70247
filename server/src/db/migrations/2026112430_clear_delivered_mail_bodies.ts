import type { Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Delivered e-mails no longer keep their bodies (live reset, invitation and activation links);
 * the ones delivered before this version lose theirs now. Nothing to restore on the way down.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ body_text: '', attachments: null })
    .where('status', 'in', ['sent', 'logged'])
    .execute();
}

export async function down(): Promise<void> {}
