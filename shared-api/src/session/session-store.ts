import { create } from 'zustand';
import { onSessionExpired } from '../client/session-expiry';
import { showAccountLanguage } from '../i18n/choose-language';
import { keepThemeInBrowser } from '../preferences/choose-theme';
import type { LoginPayload } from '../calls/session/login-form';
import { postLogin } from '../calls/session/post-login';
import { postLogout } from '../calls/session/post-logout';
import type { LoginAnswer, RoleCode, SecondStep, UserInfo } from '../types/entities';
import {
  clearStoredSession,
  isSessionStorageKey,
  readStoredSession,
  writeStoredName,
  writeStoredSession,
} from './session-storage';

export type { RoleCode, UserInfo };

export interface SessionState {
  user_info: UserInfo | null;
  roles: RoleCode[];
  token: string | null;
}

export interface SessionActions {
  /**
   * POST /login, then stores the session; a second step due (a code) stores nothing and is
   * answered to the page. Rejects with the call's error (see toApiFailure).
   */
  login: (payload: LoginPayload) => Promise<LoginAnswer | SecondStep>;
  /** Stores a login answer (Roles, Name, user_id and the token). */
  startSession: (answer: LoginAnswer) => void;
  /**
   * POST /logout, then clears the state and the stored items even if the call failed.
   * Resolves to whether the server confirmed; never rejects.
   */
  logout: () => Promise<boolean>;
  /** Clears the session locally, without a server call. */
  clear: () => void;
  /** Keeps the shown name (and the comment-ownership check) right after a profile edit. */
  rename: (name: string) => void;
}

export type SessionStore = SessionState & SessionActions;

const EMPTY: SessionState = { user_info: null, roles: [], token: null };

/** The one session store: the shell and every portal share this instance (a federated singleton). */
export const useSessionStore = create<SessionStore>()((set, get) => ({
  ...readStoredSession(),
  async login(payload) {
    const answer = await postLogin(payload);
    if ('token' in answer) get().startSession(answer);
    return answer;
  },
  startSession(answer) {
    showAccountLanguage(answer.user.Language);
    // The screen takes it from user_info (shell/src/app/account-theme.tsx).
    keepThemeInBrowser(answer.user.Theme);
    writeStoredSession(answer);
    set({ user_info: answer.user, roles: answer.Role, token: answer.token });
  },
  async logout() {
    try {
      await postLogout();
      return true;
    } catch {
      return false;
    } finally {
      get().clear();
    }
  },
  clear() {
    clearStoredSession();
    set(EMPTY);
  },
  rename(name) {
    const { user_info } = get();
    if (!user_info) return;
    writeStoredName(name);
    set({ user_info: { ...user_info, Name: name } });
  },
}));

onSessionExpired(() => useSessionStore.setState(EMPTY));

// Logging in or out in another tab changes localStorage there; follow it here.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea && event.storageArea !== localStorage) return;
    if (isSessionStorageKey(event.key)) useSessionStore.setState(readStoredSession());
  });
}

/** True when the stored role is one of `allowed` and a token exists (the guard of spec §6). */
export function hasRole(state: SessionState, allowed: readonly RoleCode[]): boolean {
  return state.token !== null && allowed.includes(state.roles[0]);
}
