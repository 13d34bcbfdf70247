import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { m } from '../../lib/texts';
import { countPasskeys } from '../accounts/passkeys.repository';
import { lastSignIn, liveSessionCount } from '../accounts/sessions.repository';
import { hasTwoFactor } from '../accounts/two-factor.service';
import { findUserView } from './people.repository';

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
