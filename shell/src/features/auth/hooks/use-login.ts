import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'shared-ui/router';
import {
  errorMessages,
  LOGIN_RETURN_PARAM,
  passwordChangeTokenOf,
  toApiFailure,
  useSessionStore,
  type ApiFailure,
  type LoginAnswer,
  type LoginPayload,
  type SecondStep,
} from 'shared-api';
import { showToast } from 'shared-ui/feedback';
import { returnPathAfterLogin } from '../../../lib/return-path';

/**
 * POST /login through the session store (which stores Roles, Name, user_id and the token),
 * then on to the remembered page or the role's dashboard; a login that must first choose a new
 * password goes to the reset page of the link the server made for it. A failure other than a 422 keeps the
 * server's message for above the form and shows the toast 'Could not Login'. A user with a second
 * factor (or whom the policy asks to set one up) gets `secondStep`: the page asks the code, then
 * `finish` stores the session the code opened and goes on as after a password.
 */
export function useLogin() {
  const login = useSessionStore((state) => state.login);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const startSession = useSessionStore((state) => state.startSession);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);

  function goOn(answer: LoginAnswer) {
    const remembered =
      (location.state as { from?: unknown } | null)?.from ?? searchParams.get(LOGIN_RETURN_PARAM);
    navigate(returnPathAfterLogin(remembered, answer.Role), { replace: true });
  }

  function finish(answer: LoginAnswer) {
    startSession(answer);
    goOn(answer);
  }

  async function submit(payload: LoginPayload): Promise<ApiFailure | null> {
    setFormMessage(null);
    try {
      const answer = await login(payload);
      if ('token' in answer) goOn(answer);
      else setSecondStep(answer);
      return null;
    } catch (error) {
      const resetToken = passwordChangeTokenOf(error);
      if (resetToken) {
        showToast(toApiFailure(error, errorMessages.couldNotLogin).serverMessage ?? '', 'info');
        navigate(`/resetPassword/${encodeURIComponent(resetToken)}`, { replace: true });
        return null;
      }
      const failure = toApiFailure(error, errorMessages.couldNotLogin);
      if (failure.kind === 'message') {
        setFormMessage(failure.serverMessage ?? failure.detail ?? failure.message);
        showToast(errorMessages.couldNotLogin, 'error');
      }
      return failure;
    }
  }

  return { submit, formMessage, secondStep, finish, back: () => setSecondStep(null) };
}
