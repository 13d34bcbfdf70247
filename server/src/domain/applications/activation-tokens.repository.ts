import type { DbOrTrx } from '../../db/database';
import { isoIn, isoNow } from '../../lib/time';

export async function createActivationToken(
  db: DbOrTrx,
  applicationId: number,
  tokenHash: string,
  lifetimeMs: number,
) {
  await db
    .insertInto('activation_tokens')
    .values({
      application_id: applicationId,
      token_hash: tokenHash,
      created_at: isoNow(),
      expires_at: isoIn(lifetimeMs),
    })
    .execute();
}

/** Whether the application has this live (unused, unexpired) token, without using it. */
export async function isLiveActivationToken(
  db: DbOrTrx,
  applicationId: number,
  tokenHash: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('activation_tokens')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('application_id', '=', applicationId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', isoNow())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks the application's live token used. The conditional update makes a link single-use even
 * when two activations race with it; inside the activation's transaction, a failed account
 * insert gives the token back.
 */
export async function consumeActivationToken(
  db: DbOrTrx,
  applicationId: number,
  tokenHash: string,
): Promise<boolean> {
  const now = isoNow();
  const row = await db
    .updateTable('activation_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('application_id', '=', applicationId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** When the application's newest link was made, to send fresh ones no more often than needed. */
export async function newestActivationTokenAt(db: DbOrTrx, applicationId: number) {
  const row = await db
    .selectFrom('activation_tokens')
    .select('created_at')
    .where('application_id', '=', applicationId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.created_at;
}

/** Whether an account (active or archived) was ever made from this application. */
export async function applicationHasAccount(db: DbOrTrx, applicationId: number) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  return row !== undefined;
}
