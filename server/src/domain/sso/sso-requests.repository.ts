import type { DbOrTrx } from '../../db/database';
import { MINUTE, isoIn, isoNow } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';

/** A sign-in sent to the provider must come back within this (a person types a password). */
export const STATE_LIFETIME_MS = 10 * MINUTE;
/** The login page exchanges its code at once, on load. */
export const CODE_LIFETIME_MS = MINUTE;

export interface SentSignIn {
  provider: string;
  nonce: string;
  codeVerifier: string;
}

const clearExpired = (db: DbOrTrx) =>
  db.deleteFrom('sso_requests').where('expires_at', '<', isoNow()).execute();

/** Keeps a sign-in sent to a provider under the hash of its `state`; expired ones go. */
export async function keepSentSignIn(db: DbOrTrx, state: string, sent: SentSignIn) {
  await clearExpired(db);
  await db
    .insertInto('sso_requests')
    .values({
      key_hash: hashToken(state),
      kind: 'state',
      provider: sent.provider,
      nonce: sent.nonce,
      code_verifier: sent.codeVerifier,
      expires_at: isoIn(STATE_LIFETIME_MS),
    })
    .execute();
}

/**
 * Takes the sign-in of a `state` away, in one statement (of two callbacks with it, one gets
 * it): undefined for a state never sent, used already, expired or sent to another provider.
 */
export async function takeSentSignIn(
  db: DbOrTrx,
  state: string,
  provider: string,
): Promise<SentSignIn | undefined> {
  const row = await db
    .deleteFrom('sso_requests')
    .where('key_hash', '=', hashToken(state))
    .where('kind', '=', 'state')
    .returning(['provider', 'nonce', 'code_verifier', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.provider !== provider || row.expires_at < isoNow()) return undefined;
  if (row.nonce === null || row.code_verifier === null) return undefined;
  return { provider: row.provider, nonce: row.nonce, codeVerifier: row.code_verifier };
}

/** A single-use code for the login page, naming the account the provider signed in. */
export async function issueSignInCode(db: DbOrTrx, userId: number, provider: string) {
  const code = newToken();
  await clearExpired(db);
  await db
    .insertInto('sso_requests')
    .values({
      key_hash: hashToken(code),
      kind: 'code',
      provider,
      user_id: userId,
      expires_at: isoIn(CODE_LIFETIME_MS),
    })
    .execute();
  return code;
}

/** Uses a code up, in one statement: its account, or undefined (unknown, used, expired). */
export async function useSignInCode(db: DbOrTrx, code: string): Promise<number | undefined> {
  const row = await db
    .deleteFrom('sso_requests')
    .where('key_hash', '=', hashToken(code))
    .where('kind', '=', 'code')
    .returning(['user_id', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.user_id === null || row.expires_at < isoNow()) return undefined;
  return row.user_id;
}
