import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'shared-ui/router';
import { errorMessages, m, toApiFailure, useSessionStore } from 'shared-api';
import { returnPathAfterLogin } from '../../auth/api/return-path';
import { exchangeSsoCode, getSsoProviders, type SsoProvider } from '../api/sso-calls';

/** Why the provider's answer signed no one in (the server's `?sso_error=`), in words. */
export const SSO_REFUSALS: Record<string, string> = {
  failed: m('Single sign-on could not be completed. Try again, or sign in with your password.'),
  unknown: m(
    'No active account here has the e-mail your identity provider gave. Ask an administrator.',
  ),
  unverified: m(
    'Your identity provider has not verified your e-mail address, so it cannot sign you in here.',
  ),
};

const CODE_IN_HASH = /^#sso=([\w-]{1,100})$/;

/**
 * The login page's single sign-on: the configured providers (none while loading or when none is
 * configured), the refusal the provider's answer came back with, and, when the page was sent a
 * code (`/login#sso=<code>`), its exchange for a session (once, the code taken off the URL
 * first) and on to the dashboard. The shell's pages use no react-query (docs/decisions.md,
 * "First visit"): a plain call.
 */
export function useSsoSignIn() {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const startSession = useSessionStore((state) => state.startSession);
  const [providers, setProviders] = useState<SsoProvider[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const code = CODE_IN_HASH.exec(hash)?.[1];
  const [exchanging, setExchanging] = useState(code !== undefined);
  const exchanged = useRef(false);

  useEffect(() => {
    let live = true;
    getSsoProviders()
      .then((found) => live && setProviders(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (code === undefined || exchanged.current) return;
    exchanged.current = true;
    navigate('/login', { replace: true });
    exchangeSsoCode(code)
      .then((answer) => {
        startSession(answer);
        navigate(returnPathAfterLogin(null, answer.Role), { replace: true });
      })
      .catch((error: unknown) => {
        const failed = toApiFailure(error, errorMessages.couldNotLogin);
        setFailure(failed.serverMessage ?? failed.detail ?? failed.message);
        setExchanging(false);
      });
  }, [code, navigate, startSession]);

  const refusal = SSO_REFUSALS[new URLSearchParams(search).get('sso_error') ?? ''] ?? null;
  return { providers, exchanging, message: failure ?? refusal };
}
