import type { Db } from '../../db/database';
import { conflict, notFound } from '../../lib/errors';
import { m } from '../../lib/texts';
import { isoNow } from '../../lib/time';
import { countPasskeys } from '../passkeys/passkeys.repository';
import { findUserView } from '../people/people.repository';
import { lastSignIn, liveSessionCount, sessionSignInMethod } from './sessions.repository';
import { hasTwoFactor } from './two-factor.service';
import {
  readSignInPolicy,
  writeSignInPolicy,
  type SignInPolicy,
} from './sign-in-policy.repository';

export const SSO_FIRST_MESSAGE = m(
  'Sign in with single sign-on yourself before requiring it: an identity provider that does not work would keep every administrator out.',
);

/**
 * Changes what staff must sign in with. Single sign-on can be required only from a session that
 * signed in through it, the proof that the provider works for administrators; turning it off
 * (or any other change) needs no such proof.
 */
export async function changeSignInPolicy(
  db: Db,
  policy: SignInPolicy,
  admin: { id: number; sessionId: number },
): Promise<SignInPolicy> {
  const before = await readSignInPolicy(db);
  if (policy.staffSsoRequired && !before.staffSsoRequired) {
    if ((await sessionSignInMethod(db, admin.sessionId)) !== 'sso')
      throw conflict(SSO_FIRST_MESSAGE);
  }
  await writeSignInPolicy(db, policy, admin.id, isoNow());
  return policy;
}

/** How one user signs in, for the administrator: last sign-in, open sessions, second factors. */
export async function userSignIn(db: Db, userId: number) {
  const user = await findUserView(db, userId);
  if (!user) throw notFound(m('User not found'));
  const [last, openSessions, passkeys, authenticatorApp] = await Promise.all([
    lastSignIn(db, userId),
    liveSessionCount(db, userId),
    countPasskeys(db, userId),
    hasTwoFactor(db, userId),
  ]);
  return {
    LastSignIn: last ? { At: last.created_at, Method: last.sign_in_method } : null,
    OpenSessions: openSessions,
    Passkeys: passkeys,
    AuthenticatorApp: authenticatorApp,
  };
}
