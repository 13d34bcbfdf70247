import crypto from 'node:crypto';
import type { DbOrTrx } from '../../db/database';

/**
 * A server secret kept in the database, created randomly on first use. Stored there (not in a
 * file) so that every instance sharing the database signs and checks links alike.
 */
export async function getOrCreateSecret(db: DbOrTrx, name: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: crypto.randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
