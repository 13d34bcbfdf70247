import { useEffect, useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import {
  errorMessages,
  getUserForEdit,
  toApiFailure,
  useSessionStore,
  type ApiFailure,
} from 'shared-api';
import { requestPasswordReset } from 'shared-api/forms';

/** How long 'Please check your email!' stays before the logout (spec §9). */
export const RESET_NOTICE_MS = 3000;

export type ResetPhase = 'idle' | 'confirming' | 'sending' | 'sent' | 'failed';

async function emailOf(
  knownEmail: string | undefined,
  userId: number | undefined,
): Promise<string> {
  if (knownEmail) return knownEmail;
  if (userId === undefined) throw new Error('No signed-in user');
  try {
    return (await getUserForEdit(userId)).Email;
  } catch (error) {
    throw toApiFailure(error, errorMessages.couldNotGetYourDetails);
  }
}

/** Confirm → POST /PasswordReset → notice for 3 s → logout → login page. */
export function usePasswordResetFlow(email: string | undefined, loginPath: string) {
  const navigate = useNavigate();
  const userId = useSessionStore((state) => state.user_info?.user_id);
  const logout = useSessionStore((state) => state.logout);
  const [phase, setPhase] = useState<ResetPhase>('idle');
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  useEffect(() => {
    if (phase !== 'sent') return;
    const timer = setTimeout(async () => {
      await logout();
      navigate(loginPath, { replace: true });
    }, RESET_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [phase, logout, navigate, loginPath]);

  async function confirm() {
    setPhase('sending');
    setFailure(null);
    try {
      const address = await emailOf(email, userId);
      try {
        await requestPasswordReset({ email: address });
      } catch (error) {
        throw toApiFailure(error, errorMessages.couldNotMakeTheRequest);
      }
      setPhase('sent');
    } catch (error) {
      const known = error && typeof error === 'object' && 'kind' in error;
      setFailure(
        known ? (error as ApiFailure) : toApiFailure(error, errorMessages.couldNotGetYourDetails),
      );
      setPhase('failed');
    }
  }

  return {
    phase,
    failure,
    ask: () => setPhase('confirming'),
    cancel: () => setPhase('idle'),
    confirm,
  };
}
