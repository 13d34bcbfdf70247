import type { DbOrTrx } from '../../db/database';
import { isoIn, isoNow } from '../../lib/time';

/** Ends the user's pending changes: their links stop working. */
export async function cancelEmailChanges(db: DbOrTrx, userId: number) {
  await db
    .updateTable('email_changes')
    .set({ used_at: isoNow() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** A new pending change replaces the user's earlier ones: only the newest link works. */
export async function replaceEmailChange(
  db: DbOrTrx,
  change: { userId: number; newEmail: string; tokenHash: string; lifetimeMs: number },
) {
  await cancelEmailChanges(db, change.userId);
  await db
    .insertInto('email_changes')
    .values({
      user_id: change.userId,
      new_email: change.newEmail,
      token_hash: change.tokenHash,
      created_at: isoNow(),
      expires_at: isoIn(change.lifetimeMs),
    })
    .execute();
}

/** Marks a live change used and answers it; the conditional update makes the link single-use. */
export async function consumeEmailChange(db: DbOrTrx, tokenHash: string) {
  const now = isoNow();
  return db
    .updateTable('email_changes')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'new_email'])
    .executeTakeFirst();
}

export async function setUserEmail(db: DbOrTrx, userId: number, email: string) {
  await db
    .updateTable('users')
    .set({ email, updated_at: isoNow() })
    .where('id', '=', userId)
    .execute();
}
