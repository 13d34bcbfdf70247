import { clearStoredSession, readStoredToken } from '../session/session-storage';
import { getApiConfig } from './api-config';

type Listener = () => void;
const listeners = new Set<Listener>();

/** The session store registers here so that a 401 also clears the in-memory state. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function currentLocation(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Clears the session and, if there was one, sends the user to the login page once. */
export function expireSession(): void {
  const hadSession = readStoredToken() !== null;
  clearStoredSession();
  listeners.forEach((listener) => listener());
  // Several calls can fail together; only the first one, which still saw a token, redirects.
  if (hadSession && window.location.pathname !== '/login') {
    getApiConfig().onUnauthorized(currentLocation());
  }
}
