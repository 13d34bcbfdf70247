import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import {
  confirmMessages,
  errorMessages,
  m,
  useCurrentUserId,
  useSessionStore,
  type Id,
} from 'shared-api';
import { requestPasswordReset } from 'shared-api/forms';
import { useConfirmedMutation } from '../mutations/use-confirmed-mutation';
import { userForEditQuery } from '../profile/profile-queries';

/** How long 'Please check your email!' stays before the logout (spec §9). */
export const RESET_NOTICE_MS = 3000;

/**
 * Confirm → POST /PasswordReset → notice for 3 s → logout → login page: a button's action like
 * every other (the question and a failure in the shared popups). Without a known address it is
 * read first through GET /User/{id}/edit, the profile's query.
 */
export function usePasswordResetFlow(email: string | undefined, loginPath: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useCurrentUserId();
  const logout = useSessionStore((state) => state.logout);
  const [sent, setSent] = useState(false);
  // Which step failed decides the message: the address, or the request.
  const step = useRef<'lookup' | 'request'>('lookup');

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(async () => {
      await logout();
      navigate(loginPath, { replace: true });
    }, RESET_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [sent, logout, navigate, loginPath]);

  const { run, pendingId } = useConfirmedMutation({
    mutationFn: async (id: Id | undefined) => {
      step.current = 'lookup';
      const address =
        email ??
        (id === undefined ? '' : (await queryClient.fetchQuery(userForEditQuery(id))).Email);
      step.current = 'request';
      return requestPasswordReset({ email: address });
    },
    confirm: () => ({ question: confirmMessages.requestPasswordReset, title: m('Reset Password') }),
    failureMessage: () =>
      step.current === 'lookup'
        ? errorMessages.couldNotGetYourDetails
        : errorMessages.couldNotMakeTheRequest,
    onSuccess: () => setSent(true),
  });

  return { sent, busy: sent || pendingId !== undefined, request: () => void run(userId) };
}
