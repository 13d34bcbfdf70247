import { sql, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * English and Swahili (docs/i18n.md): the language a person reads their e-mails in. An account's
 * is null until they sign in or choose one (then the language they signed in with); an
 * application's is the one it was made in, English for those made before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.check(sql`language in ('en', 'sw')`))
    .execute();
  await db.schema
    .alterTable('applications')
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`language in ('en', 'sw')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('applications').dropColumn('language').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
}
