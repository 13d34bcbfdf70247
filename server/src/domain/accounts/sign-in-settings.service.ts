import type { Db } from '../../db/database';
import { conflict } from '../../lib/errors';
import { m } from '../../lib/texts';
import { isoNow } from '../../lib/time';
import { sessionsChanged } from './session-cache';
import { revokeStaffSessionsNotBy, sessionSignInMethod } from './sessions.repository';
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
 * (or any other change) needs no such proof. Either rule reaches open sessions: requiring single
 * sign-on ends the staff sessions that did not use it, and every session is looked up again, the
 * policy with it (second-factor-due.ts), on every instance.
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
  await db.transaction().execute(async (trx) => {
    await writeSignInPolicy(trx, policy, admin.id, isoNow());
    if (policy.staffSsoRequired && !before.staffSsoRequired) {
      await revokeStaffSessionsNotBy(trx, 'sso');
    }
  });
  sessionsChanged(db);
  return policy;
}
