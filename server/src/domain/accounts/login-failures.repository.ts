import type { DbOrTrx } from '../../db/database';
import { isoNow } from '../../lib/time';

export interface LoginAttempt {
  email: string;
  clientAddress: string;
}

/**
 * Records a login attempt before its password is checked; a wrong password leaves it as a
 * failure, a right one clears those of its address. Counting every row recorded (its own and
 * those of attempts still running) means that of any number of parallel guesses at most the
 * allowed number has its password checked: the last of them to be recorded would see them all.
 */
export async function recordLoginAttempt(db: DbOrTrx, attempt: LoginAttempt): Promise<number> {
  const row = await db
    .insertInto('login_failures')
    .values({ email: attempt.email, client_address: attempt.clientAddress, created_at: isoNow() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Attempts and failures recorded for this e-mail from any address since `sinceIso`, oldest first. */
export async function listLoginAttempts(db: DbOrTrx, email: string, sinceIso: string) {
  return db
    .selectFrom('login_failures')
    .select(['id', 'client_address', 'created_at'])
    .where('email', '=', email)
    .where('created_at', '>', sinceIso)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function deleteLoginAttempt(db: DbOrTrx, id: number) {
  await db.deleteFrom('login_failures').where('id', '=', id).execute();
}

/** The failures of one e-mail from one address (a correct login from it). */
export async function clearLoginFailuresFrom(db: DbOrTrx, attempt: LoginAttempt) {
  await db
    .deleteFrom('login_failures')
    .where('email', '=', attempt.email)
    .where('client_address', '=', attempt.clientAddress)
    .execute();
}

/** The failures of one e-mail from every address (a password reset). */
export async function clearLoginFailures(db: DbOrTrx, email: string) {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}

/** Failures older than `beforeIso`, which no lock-out reads any more (the retention job). */
export async function deleteLoginFailuresBefore(db: DbOrTrx, beforeIso: string): Promise<number> {
  const result = await db
    .deleteFrom('login_failures')
    .where('created_at', '<', beforeIso)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
