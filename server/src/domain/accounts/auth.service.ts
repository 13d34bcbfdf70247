import { setTimeout as sleep } from 'node:timers/promises';
import type { Language } from 'shared-api/languages';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { HttpError, forbidden, unauthorized } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { m } from '../../lib/texts';
import { HOUR, MINUTE, isoIn } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import { findActiveUserByEmail } from '../users/users.repository';
import * as failures from './login-failures.repository';
import type { LoginAttempt } from './login-failures.repository';
import { createOneTimeToken } from './one-time-tokens.repository';
import { sessionsChanged } from './session-cache';
import { secondStepAfterPassword } from './second-step.service';
import { revokeSession } from './sessions.repository';
import { readSignInPolicy } from './sign-in-policy.repository';
import { startSession } from './start-session';

/** decisions §3's lock-out, for the failures of one e-mail from one client address. */
export const LOCKOUT_FAILURES = 5;
/** Failures of one e-mail from all addresses together: at most 100 guesses an hour. */
export const LOCKOUT_CEILING = 25;
export const LOCKOUT_WINDOW_MS = 15 * MINUTE;
const INVALID = m('Invalid email or password');

/** An attempt still being checked after this long died with its instance: it is a failure. */
const CHECK_LOST_MS = 10_000;
const WAIT_MS = 20;

type Attempts = { id: number; client_address: string; created_at: string; checking: number }[];

/** When the newest `limit` of these failures stop counting; 0 while fewer than `limit`. */
const lockedUntil = (attempts: Attempts, limit: number) =>
  attempts.length < limit
    ? 0
    : Date.parse(attempts[attempts.length - limit].created_at) + LOCKOUT_WINDOW_MS;

const lockOf = (attempts: Attempts, attempt: LoginAttempt) =>
  Math.max(
    lockedUntil(
      attempts.filter((row) => row.client_address === attempt.clientAddress),
      LOCKOUT_FAILURES,
    ),
    lockedUntil(attempts, LOCKOUT_CEILING),
  );

/**
 * Checks a password against the lock-out of decisions §3 (5 failures in 15 min, then 429). The
 * 5 are those of the e-mail from the attempt's address, so a stranger's guesses from elsewhere
 * do not lock the owner out; 25 from all addresses lock the e-mail out everywhere. Login and a
 * change of one's own e-mail share it. The attempt is recorded before its check: one that the
 * attempts recorded before it, still being checked, would take past the limit if they failed
 * waits for them, so parallel guesses cannot pass the limit, and parallel right logins (which
 * delete their rows) never count as failures.
 */
export async function checkPasswordWithLockout(
  db: Db,
  config: Config,
  attempt: LoginAttempt,
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  const attemptId = await failures.recordLoginAttempt(db, attempt);
  for (;;) {
    const rows = await failures.listLoginAttempts(db, attempt.email, isoIn(-LOCKOUT_WINDOW_MS));
    const lost = Date.now() - CHECK_LOST_MS;
    const others = rows.filter((row) => row.id !== attemptId);
    const failed = others.filter((row) => row.checking === 0 || Date.parse(row.created_at) < lost);
    const until = lockOf(failed, attempt);
    if (until > 0) {
      // A refused attempt is not a failure: the lock-out ends 15 minutes after the failures.
      await failures.deleteLoginAttempt(db, attemptId);
      const retryAfter = Math.max(1, Math.ceil((until - Date.now()) / 1000));
      throw new HttpError(429, m('Too many failed logins for this email. Try again later.'), {
        'retry-after': String(retryAfter),
      });
    }
    const mayFail = others.filter((row) => !failed.includes(row) && row.id < attemptId);
    if (lockOf([...failed, ...mayFail], attempt) === 0) break;
    await sleep(WAIT_MS);
  }
  const ok = await verifyPassword(config, passwordHash, password);
  if (ok) await failures.clearLoginFailuresFrom(db, attempt, attemptId);
  else await failures.markLoginFailed(db, attemptId);
  return ok;
}

/**
 * decisions §3: 401 for a wrong password or unknown e-mail; 429 after 5 failures in 15 min.
 * Else the second step due (a code, or the set-up the sign-in policy requires), or a session
 * (startSession: `language` is the request's, `userAgent` the browser's).
 */
export async function login(
  db: Db,
  config: Config,
  attempt: LoginAttempt,
  password: string,
  language: Language,
  userAgent = '',
) {
  const user = await findActiveUserByEmail(db, attempt.email);
  const ok = await checkPasswordWithLockout(
    db,
    config,
    attempt,
    user?.password_hash ?? null,
    password,
  );
  if (!user || !ok) throw unauthorized(INVALID);
  // After the password check, so that the answer tells a guesser nothing about the account.
  if (await mustUseSso(db, config, user.role)) throw forbidden(SSO_REQUIRED);
  if (user.password_change_required) {
    // No session on a password others may know: a reset link instead, used at once by the page.
    const resetToken = newToken();
    await createOneTimeToken(db, user.id, 'reset', hashToken(resetToken), HOUR);
    throw new PasswordChangeRequired(resetToken);
  }
  const secondStep = await secondStepAfterPassword(db, user);
  if (secondStep) return secondStep;
  const client = { userAgent, clientAddress: attempt.clientAddress };
  return startSession(db, config, user, client, 'password', language);
}

export const SSO_REQUIRED = m(
  'Administrators and supervisors sign in with single sign-on: use the "Sign in with" button below.',
);

/**
 * Staff (administrators and supervisors) whom the policy sends to the identity provider. Only
 * while a provider is configured: without one, the policy would lock every administrator out.
 */
export async function mustUseSso(db: Db, config: Config, role: string) {
  if (role === 'INT' || config.ssoProviders.length === 0) return false;
  return (await readSignInPolicy(db)).staffSsoRequired;
}

export const PASSWORD_CHANGE_MESSAGE = m(
  'Choose a new password to finish setting up your account.',
);

/** 403 with the token of a reset link: the login page opens /resetPassword/{resetToken}. */
export class PasswordChangeRequired extends HttpError {
  constructor(public readonly resetToken: string) {
    super(403, PASSWORD_CHANGE_MESSAGE);
  }
}

export async function logout(db: Db, sessionId: number) {
  await revokeSession(db, sessionId);
  sessionsChanged(db);
}
