import type { DbOrTrx } from '../../db/database';
import type { PasskeyChallengesTable } from '../../db/schema';
import { MINUTE, isoIn, isoNow } from '../../lib/time';
import { hashToken } from '../../lib/tokens';

export type ChallengePurpose = PasskeyChallengesTable['purpose'];

/** The browser's ceremony waits at most this long (the options' timeout); then it is gone. */
export const CHALLENGE_LIFETIME_MS = 5 * MINUTE;

/** Keeps a challenge handed out (its hash only); those past their minutes go. */
export async function keepChallenge(
  db: DbOrTrx,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
  now = Date.now(),
) {
  await db.deleteFrom('passkey_challenges').where('expires_at', '<', isoNow(now)).execute();
  await db
    .insertInto('passkey_challenges')
    .values({
      challenge_hash: hashToken(challenge),
      purpose,
      user_id: userId,
      expires_at: isoIn(CHALLENGE_LIFETIME_MS, now),
    })
    .execute();
}

/**
 * Uses a challenge up, in one statement (of two answers to it, one goes on): true when it was
 * handed out for this purpose (and this user, for a registration) and is still within its time.
 */
export async function useChallenge(
  db: DbOrTrx,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
  now = Date.now(),
) {
  const row = await db
    .deleteFrom('passkey_challenges')
    .where('challenge_hash', '=', hashToken(challenge))
    .returning(['purpose', 'user_id', 'expires_at'])
    .executeTakeFirst();
  return (
    row !== undefined &&
    row.purpose === purpose &&
    row.user_id === userId &&
    row.expires_at >= isoNow(now)
  );
}
