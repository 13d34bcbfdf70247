import type { DbOrTrx } from '../../db/database';
import type { OneTimeTokenPurpose } from '../../db/schema';
import { isoIn, isoNow } from '../../lib/time';

export async function createOneTimeToken(
  db: DbOrTrx,
  userId: number,
  purpose: OneTimeTokenPurpose,
  tokenHash: string,
  lifetimeMs: number,
) {
  await db
    .insertInto('one_time_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: tokenHash,
      created_at: isoNow(),
      expires_at: isoIn(lifetimeMs),
    })
    .execute();
}

/** The user of a live (unused, unexpired) token, without using it. */
export async function findLiveOneTimeTokenUser(
  db: DbOrTrx,
  tokenHash: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('one_time_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', isoNow())
    .executeTakeFirst();
  return row?.user_id;
}

/** How many live (unused, unexpired) links of this purpose the user has. */
export async function countLiveOneTimeTokens(
  db: DbOrTrx,
  userId: number,
  purpose: OneTimeTokenPurpose,
): Promise<number> {
  const row = await db
    .selectFrom('one_time_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('live'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', isoNow())
    .executeTakeFirstOrThrow();
  return Number(row.live);
}

/**
 * Marks a live token used and returns its user. The conditional update makes it single-use
 * even when two requests race with the same link.
 */
export async function consumeOneTimeToken(
  db: DbOrTrx,
  tokenHash: string,
): Promise<number | undefined> {
  const now = isoNow();
  const row = await db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** After a successful reset, the user's other outstanding links stop working too. */
export async function expireUserTokens(db: DbOrTrx, userId: number) {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: isoNow() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
