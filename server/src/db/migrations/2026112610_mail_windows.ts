import type { Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * When an address was last e-mailed a link it asked for (an activation link, a personal-data
 * link), by purpose. Sending one first claims the address's row with a conditional upsert, so
 * of any number of parallel requests one sends (docs/decisions.md, "Security").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_windows')
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_windows_pkey', ['purpose', 'address'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_windows').execute();
}
