/**
 * How a session signed in (issue 68), shown in My sessions and kept on the session:
 * - 'password': a password alone;
 * - 'two-factor': a password, then a second factor (an authenticator code, a recovery code or a
 *   passkey);
 * - 'passkey': a passkey alone, from the login page;
 * - 'sso': the firm's identity provider (OpenID Connect).
 */
export const SIGN_IN_METHODS = ['password', 'two-factor', 'passkey', 'sso'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * The `reason` of the 403 that holds back a staff session signed in with a password alone while
 * the sign-in policy requires a second factor: the shell shows the set-up, which upgrades it.
 */
export const TWO_FACTOR_SET_UP_REQUIRED = 'two-factor-set-up-required';
