import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'shared-ui/router';
import { LOGIN_RETURN_PARAM, errorMessages, m, toApiFailure, useSessionStore } from 'shared-api';
import { pathOf, returnPathAfterLogin } from '../../../lib/return-path';
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

const noChanges = () => () => undefined;
/**
 * False while the server's markup of /login is hydrated, true after it (and at once on a page the
 * browser draws): the server draws /login from its path alone, once for every visitor, so the
 * first render may not show what the query or the hash says, or hydration fails (React's #418).
 */
const useAfterHydration = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

/**
 * The page the guard remembered, kept in this tab while the browser visits the provider: the
 * provider's way back is the login page, which has forgotten it by then.
 */
const RETURN_KEY = 'sso-return-path';
function keepReturnPath(path: string | null) {
  try {
    if (path) sessionStorage.setItem(RETURN_KEY, path);
    else sessionStorage.removeItem(RETURN_KEY);
  } catch {
    // Storage refused (a private window's quota): the sign-in goes to the dashboard.
  }
}
function takeReturnPath() {
  try {
    const path = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    return path;
  } catch {
    return null;
  }
}

/**
 * The login page's single sign-on: the configured providers (none while loading or when none is
 * configured), the refusal the provider's answer came back with, and, when the page was sent a
 * code (`/login#sso=<code>`), its exchange for a session (once, the code taken off the URL
 * first) and on to the page the guard remembered before the provider, else the dashboard. The shell's pages use no react-query (docs/decisions.md,
 * "First visit"): a plain call.
 */
export function useSsoSignIn() {
  const { search, hash, state } = useLocation();
  const navigate = useNavigate();
  const startSession = useSessionStore((state) => state.startSession);
  const [providers, setProviders] = useState<SsoProvider[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const code = CODE_IN_HASH.exec(hash)?.[1];
  const [exchanging, setExchanging] = useState(code !== undefined);
  const exchanged = useRef(false);
  const hydrated = useAfterHydration();

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
        navigate(returnPathAfterLogin(takeReturnPath(), answer.Role), { replace: true });
      })
      .catch((error: unknown) => {
        takeReturnPath();
        const failed = toApiFailure(error, errorMessages.couldNotLogin);
        setFailure(failed.serverMessage ?? failed.detail ?? failed.message);
        setExchanging(false);
      });
  }, [code, navigate, startSession]);

  const params = new URLSearchParams(search);
  const refusal = SSO_REFUSALS[params.get('sso_error') ?? ''] ?? null;
  const remembered = (state as { from?: unknown } | null)?.from ?? params.get(LOGIN_RETURN_PARAM);
  /** Called as a provider's button is followed: the remembered page waits for the way back. */
  const rememberReturn = () => keepReturnPath(pathOf(remembered));
  return {
    providers,
    exchanging: hydrated && exchanging,
    message: hydrated ? (failure ?? refusal) : null,
    rememberReturn,
  };
}
