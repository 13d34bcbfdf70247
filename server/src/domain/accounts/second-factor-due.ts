import { TWO_FACTOR_SET_UP_REQUIRED } from 'shared-api/sign-in-methods';
import { HttpError } from '../../lib/errors';
import { m } from '../../lib/texts';
import type { SessionUser } from './sessions.repository';

export const SET_UP_FIRST = m(
  'Set up two-factor authentication first: your firm now requires it for staff.',
);

/**
 * While the sign-in policy requires two-factor, a staff session signed in with a password alone
 * is held back until it sets up a second factor (a two-factor, passkey or SSO session is not):
 * the rule reaches sessions opened before it, not only the next sign-in.
 */
export const secondFactorDue = (user: SessionUser) =>
  user.staffTwoFactorRequired &&
  user.signInMethod === 'password' &&
  (user.role === 'ADM' || user.role === 'SUP');

/** 403 with a `reason` the browser knows: it shows the set-up instead of the page. */
export class SecondFactorSetUpRequired extends HttpError {
  override readonly reason = TWO_FACTOR_SET_UP_REQUIRED;

  constructor() {
    super(403, SET_UP_FIRST);
  }
}
