import type { Selectable } from 'kysely';
import type { Language } from 'shared-api/languages';
import type { Config } from '../../config';
import type { Db, DbOrTrx } from '../../db/database';
import type { PendingSignInPurpose, UsersTable } from '../../db/schema';
import { conflict, notFound, unauthorized } from '../../lib/errors';
import { languageOf, m, textsIn } from '../../lib/texts';
import { MINUTE, isoIn, isoNow } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import { enqueueMail } from '../mail/outbox.repository';
import { twoFactorResetMail } from '../mail/templates';
import { hasPasskeys } from './passkeys.repository';
import { findActiveUserById } from '../users/users.repository';
import { readSignInPolicy } from './sign-in-policy.repository';
import { startSession, type SignInClient } from './start-session';
import * as repo from './two-factor.repository';
import {
  beginSetUp,
  checkSecondFactor,
  confirmSetUp,
  hasTwoFactor,
  type SecondFactorProof,
} from './two-factor.service';

/** How long a right password waits for its second step, and for the set-up policy asks. */
export const SECOND_STEP_MS = 5 * MINUTE;
export const SET_UP_STEP_MS = 15 * MINUTE;

/** The ways a second step can be made: the app's code, or one of the user's passkeys. */
export type SecondFactorMethod = 'totp' | 'passkey';

/** What a right password answers instead of a session when a second step is due. */
export type SecondStep =
  | { SecondFactor: { Token: string; Methods: SecondFactorMethod[] } }
  | { TwoFactorSetUp: { Token: string } };

const EXPIRED = m('This sign-in has expired or was already used. Sign in again.');
const WRONG_CODE = m('This code is not right. Enter the code your app shows now.');

export async function secondFactorMethods(db: DbOrTrx, userId: number) {
  const methods: SecondFactorMethod[] = [];
  if (await hasTwoFactor(db, userId)) methods.push('totp');
  if (await hasPasskeys(db, userId)) methods.push('passkey');
  return methods;
}

/** A pending sign-in: a single-use token, kept hashed, good for minutes, for one purpose. */
async function pendingSignIn(db: DbOrTrx, userId: number, purpose: PendingSignInPurpose) {
  const token = newToken();
  const now = Date.now();
  await repo.deletePendingSignInsBefore(db, isoNow(now));
  await repo.insertPendingSignIn(db, {
    tokenHash: hashToken(token),
    userId,
    purpose,
    now: isoNow(now),
    expiresAt: isoIn(purpose === 'set-up' ? SET_UP_STEP_MS : SECOND_STEP_MS, now),
  });
  return token;
}

/**
 * After a right password: the second step a user with a factor makes, or the set-up a staff
 * member without one makes when the sign-in policy requires it; null for a session at once.
 */
export async function secondStepAfterPassword(
  db: DbOrTrx,
  user: Selectable<UsersTable>,
): Promise<SecondStep | null> {
  const methods = await secondFactorMethods(db, user.id);
  const staff = user.role === 'ADM' || user.role === 'SUP';
  const required = staff && (await readSignInPolicy(db)).staffTwoFactorRequired;
  // A passkey alone does not turn the second step on (it is another way in, not a lock); it is
  // one way to make the step when the app's code is on or the policy requires a second factor.
  if (methods.includes('totp') || (required && methods.length > 0)) {
    return {
      SecondFactor: { Token: await pendingSignIn(db, user.id, 'second-factor'), Methods: methods },
    };
  }
  if (required) {
    return { TwoFactorSetUp: { Token: await pendingSignIn(db, user.id, 'set-up') } };
  }
  return null;
}

/** The user of an unused, unexpired pending sign-in of this purpose; 401 otherwise. */
export async function pendingUser(db: DbOrTrx, token: string, purpose: PendingSignInPurpose) {
  const pending = await repo.findPendingSignIn(db, hashToken(token), purpose, isoNow());
  const user = pending && (await findActiveUserById(db, pending.user_id));
  if (!pending || !user) throw unauthorized(EXPIRED);
  return { pending, user };
}

/** Takes the pending sign-in once: a replay, or a second request racing this one, gets 401. */
export async function usePending(db: DbOrTrx, id: number) {
  if (!(await repo.usePendingSignIn(db, id, isoNow()))) throw unauthorized(EXPIRED);
}

/** The second step: a right code (or recovery code) opens the session, once. */
export async function completeSecondFactor(
  db: Db,
  config: Config,
  token: string,
  proof: SecondFactorProof,
  client: SignInClient,
  language: Language,
) {
  const { pending, user } = await pendingUser(db, token, 'second-factor');
  if (!(await checkSecondFactor(db, config, user.id, proof))) throw unauthorized(WRONG_CODE);
  await usePending(db, pending.id);
  return startSession(db, config, user, client, 'two-factor', language);
}

/** The set-up the policy asks at sign-in: a secret for the app, as from the profile. */
export async function beginSetUpAtSignIn(db: Db, config: Config, token: string) {
  const { user } = await pendingUser(db, token, 'set-up');
  return beginSetUp(db, config, user);
}

/** Its first code turns two-factor on and opens the session, with the recovery codes. */
export async function confirmSetUpAtSignIn(
  db: Db,
  config: Config,
  token: string,
  code: string,
  client: SignInClient,
  language: Language,
) {
  const { pending, user } = await pendingUser(db, token, 'set-up');
  const codes = await confirmSetUp(db, config, user.id, code);
  await usePending(db, pending.id);
  const started = await startSession(db, config, user, client, 'two-factor', language);
  return { started, codes };
}

/**
 * An administrator turns another user's second factor off (a lost phone): recorded in the
 * account's history, and the user is e-mailed in their language. Returns the mail to deliver.
 */
export async function resetTwoFactor(db: Db, config: Config, adminId: number, userId: number) {
  if (adminId === userId) {
    throw conflict(m('Turn your own two-factor authentication off from your profile.'));
  }
  const user = await findActiveUserById(db, userId);
  if (!user) throw notFound(m('User not found'));
  return db.transaction().execute(async (trx) => {
    if (!(await repo.deleteTwoFactor(trx, userId))) {
      throw conflict(m('This user has no second factor to reset.'));
    }
    await repo.recordAccountEvent(trx, {
      userId,
      byUserId: adminId,
      kind: 'two-factor-reset',
      at: isoNow(),
    });
    const mail = twoFactorResetMail(
      textsIn(languageOf(user.language)),
      user.name,
      `${config.PUBLIC_URL}/login`,
    );
    return enqueueMail(trx, { to: user.email, ...mail });
  });
}
