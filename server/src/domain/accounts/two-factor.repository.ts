import type { DbOrTrx } from '../../db/database';
import type { AccountEventKind, PendingSignInPurpose } from '../../db/schema';

export function findTwoFactorSecret(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('two_factor_secrets')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A new, unconfirmed secret in place of any unconfirmed one (a confirmed one is never replaced). */
export async function putUnconfirmedSecret(
  db: DbOrTrx,
  userId: number,
  sealed: string,
  now: string,
) {
  await db
    .deleteFrom('two_factor_secrets')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .execute();
  await db
    .insertInto('two_factor_secrets')
    .values({ user_id: userId, secret: sealed, created_at: now })
    .execute();
}

/**
 * Takes a code's time step for the user: true if it is later than the last one taken (in one
 * statement, so two requests with the same code cannot both take it).
 */
export async function takeTimeStep(db: DbOrTrx, userId: number, timeStep: number) {
  const result = await db
    .updateTable('two_factor_secrets')
    .set({ last_time_step: timeStep })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', timeStep)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function confirmSecret(db: DbOrTrx, userId: number, now: string) {
  const result = await db
    .updateTable('two_factor_secrets')
    .set({ confirmed_at: now })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Everything of a user's second factor: the secret, recovery codes, failures, pending sign-ins. */
export async function deleteTwoFactor(db: DbOrTrx, userId: number) {
  const secret = await db.deleteFrom('two_factor_secrets').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor_failures').where('user_id', '=', userId).execute();
  await db.deleteFrom('pending_sign_ins').where('user_id', '=', userId).execute();
  return Number(secret[0]?.numDeletedRows ?? 0) > 0;
}

export async function replaceRecoveryCodes(
  db: DbOrTrx,
  userId: number,
  codeHashes: string[],
  now: string,
) {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('two_factor_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now })))
    .execute();
}

/** Uses a recovery code once: true if it was the user's and unused. */
export async function useRecoveryCode(db: DbOrTrx, userId: number, codeHash: string, now: string) {
  const result = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countRecoveryCodesLeft(db: DbOrTrx, userId: number) {
  const row = await db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordTwoFactorFailure(db: DbOrTrx, userId: number, now: string) {
  await db.insertInto('two_factor_failures').values({ user_id: userId, created_at: now }).execute();
}

/** The user's wrong codes since `sinceIso`, oldest first. */
export async function listTwoFactorFailures(db: DbOrTrx, userId: number, sinceIso: string) {
  const rows = await db
    .selectFrom('two_factor_failures')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>', sinceIso)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.created_at);
}

export async function clearTwoFactorFailures(db: DbOrTrx, userId: number) {
  await db.deleteFrom('two_factor_failures').where('user_id', '=', userId).execute();
}

export async function insertPendingSignIn(
  db: DbOrTrx,
  row: {
    tokenHash: string;
    userId: number;
    purpose: PendingSignInPurpose;
    now: string;
    expiresAt: string;
  },
) {
  await db
    .insertInto('pending_sign_ins')
    .values({
      token_hash: row.tokenHash,
      user_id: row.userId,
      purpose: row.purpose,
      created_at: row.now,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** The pending sign-in of this token, unused and unexpired, for this purpose. */
export function findPendingSignIn(
  db: DbOrTrx,
  tokenHash: string,
  purpose: PendingSignInPurpose,
  now: string,
) {
  return db
    .selectFrom('pending_sign_ins')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses a pending sign-in once: true for the one request that took it. */
export async function usePendingSignIn(db: DbOrTrx, id: number, now: string) {
  const result = await db
    .updateTable('pending_sign_ins')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePendingSignInsBefore(db: DbOrTrx, beforeIso: string) {
  await db.deleteFrom('pending_sign_ins').where('expires_at', '<', beforeIso).execute();
}

export async function recordAccountEvent(
  db: DbOrTrx,
  event: { userId: number; byUserId: number | null; kind: AccountEventKind; at: string },
) {
  await db
    .insertInto('account_events')
    .values({ user_id: event.userId, by_user_id: event.byUserId, kind: event.kind, at: event.at })
    .execute();
}

/** The factors a user has, for their data copy: never a secret or a code. */
export async function readTwoFactorRecord(db: DbOrTrx, userId: number) {
  const secret = await findTwoFactorSecret(db, userId);
  const events = await db
    .selectFrom('account_events')
    .leftJoin('directories', 'directories.id', 'account_events.by_directory_id')
    .select([
      'account_events.kind',
      'account_events.at',
      'account_events.by_user_id',
      'account_events.detail',
      'directories.name as directory',
    ])
    .where('account_events.user_id', '=', userId)
    .orderBy('account_events.id')
    .execute();
  return {
    authenticatorApp: secret?.confirmed_at
      ? {
          setUpAt: secret.confirmed_at,
          recoveryCodesLeft: await countRecoveryCodesLeft(db, userId),
        }
      : null,
    accountHistory: events.map((event) => ({
      event: event.kind,
      at: event.at,
      byAdministrator: event.by_user_id,
      ...(event.directory !== null ? { byDirectory: event.directory, detail: event.detail } : {}),
    })),
  };
}
