import { isAxiosError } from 'axios';
import { create } from 'zustand';
import { TWO_FACTOR_SET_UP_REQUIRED } from '../accounts/sign-in-methods';

/**
 * The session (its token) the server holds back until it sets up a second factor: while the
 * sign-in policy requires two-factor, every call of a staff session signed in with a password
 * alone answers 403 `two-factor-set-up-required`. The shell draws the set-up instead of the page
 * while this is the session on screen; another session (a new sign-in) is not held back by it.
 */
export const useSecondFactorDue = create<{ token: string | null }>(() => ({ token: null }));

/** An axios error handler: notes the session a call found held back, then rejects as before. */
export function handleSecondFactorDue(error: unknown): Promise<never> {
  if (isAxiosError(error) && error.response?.status === 403) {
    const reason = (error.response.data as { reason?: unknown } | undefined)?.reason;
    const sent = error.config?.headers?.get?.('Authorization');
    if (reason === TWO_FACTOR_SET_UP_REQUIRED && typeof sent === 'string') {
      useSecondFactorDue.setState({ token: sent.replace(/^Bearer\s+/i, '') });
    }
  }
  return Promise.reject(error);
}

/** The set-up confirmed from this session: the server lets it go on. */
export const secondFactorSetUp = () => useSecondFactorDue.setState({ token: null });
