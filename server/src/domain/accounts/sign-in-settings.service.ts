import type { Db } from '../../db/database';
import { conflict } from '../../lib/errors';
import { m } from '../../lib/texts';
import { isoNow } from '../../lib/time';
import { sessionSignInMethod } from './sessions.repository';
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
