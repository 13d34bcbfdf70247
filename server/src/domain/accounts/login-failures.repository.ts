import type { DbOrTrx } from '../../db/database';
import { isoNow } from '../../lib/time';

export async function recordLoginFailure(db: DbOrTrx, email: string) {
  await db.insertInto('login_failures').values({ email, created_at: isoNow() }).execute();
}

/** Failures for this e-mail since `sinceIso`, oldest first. */
export async function listLoginFailures(db: DbOrTrx, email: string, sinceIso: string) {
  const rows = await db
    .selectFrom('login_failures')
    .select('created_at')
    .where('email', '=', email)
    .where('created_at', '>', sinceIso)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.created_at);
}

export async function clearLoginFailures(db: DbOrTrx, email: string) {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}
