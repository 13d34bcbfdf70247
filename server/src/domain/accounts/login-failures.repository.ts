import type { DbOrTrx } from '../../db/database';
import { isoNow } from '../../lib/time';

/**
 * Records a login attempt before its password is checked; a wrong password leaves it as a
 * failure, a right one clears them all. Counting every row recorded (its own and those of attempts
 * still running) means that of any number of parallel guesses at most the allowed number has its
 * password checked: the last of them to be recorded would see them all.
 */
export async function recordLoginAttempt(db: DbOrTrx, email: string): Promise<number> {
  const row = await db
    .insertInto('login_failures')
    .values({ email, created_at: isoNow() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Attempts and failures recorded for this e-mail since `sinceIso`, oldest first. */
export async function listLoginAttempts(db: DbOrTrx, email: string, sinceIso: string) {
  return db
    .selectFrom('login_failures')
    .select(['id', 'created_at'])
    .where('email', '=', email)
    .where('created_at', '>', sinceIso)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function deleteLoginAttempt(db: DbOrTrx, id: number) {
  await db.deleteFrom('login_failures').where('id', '=', id).execute();
}

export async function clearLoginFailures(db: DbOrTrx, email: string) {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}
