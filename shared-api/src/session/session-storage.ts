import type { LoginAnswer, RoleCode, UserInfo } from '../types/entities';

/** The browser-storage keys of spec §3; other code (e2e, the old app) relies on these names. */
export const SESSION_STORAGE_KEYS = {
  token: 'ACCESS_TOKEN',
  roles: 'Roles',
  name: 'Name',
  userId: 'user_id',
} as const;

const ALL_KEYS: string[] = Object.values(SESSION_STORAGE_KEYS);

export interface StoredSession {
  user_info: UserInfo | null;
  roles: RoleCode[];
  token: string | null;
}

const ROLE_CODES: readonly string[] = ['INT', 'SUP', 'ADM', 'ACA'];

function parseRoles(raw: string | null): RoleCode[] {
  if (!raw) return [];
  let values: unknown = raw;
  // Accept a JSON array too, in case something stored `JSON.stringify(Role)`.
  if (raw.trim().startsWith('[')) {
    try {
      values = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  const list = Array.isArray(values) ? values : String(values).split(',');
  return list
    .map((value) => String(value).trim())
    .filter((v): v is RoleCode => ROLE_CODES.includes(v));
}

// A page rendered on the server has no storage, so no session: the public pages it renders
// draw nothing of one.
const stored = (key: string): string | null =>
  typeof localStorage === 'undefined' ? null : localStorage.getItem(key);

export function readStoredToken(): string | null {
  return stored(SESSION_STORAGE_KEYS.token) || null;
}

export function readStoredSession(): StoredSession {
  const name = stored(SESSION_STORAGE_KEYS.name);
  const userId = Number(stored(SESSION_STORAGE_KEYS.userId));
  return {
    token: readStoredToken(),
    roles: parseRoles(stored(SESSION_STORAGE_KEYS.roles)),
    user_info:
      name && Number.isInteger(userId) && userId > 0 ? { Name: name, user_id: userId } : null,
  };
}

export function writeStoredSession(answer: LoginAnswer): void {
  localStorage.setItem(SESSION_STORAGE_KEYS.token, answer.token);
  localStorage.setItem(SESSION_STORAGE_KEYS.roles, answer.Role.join(','));
  localStorage.setItem(SESSION_STORAGE_KEYS.name, answer.user.Name);
  localStorage.setItem(SESSION_STORAGE_KEYS.userId, String(answer.user.user_id));
}

/** Renaming oneself must update the stored name too, or the comment-ownership check goes stale. */
export function writeStoredName(name: string): void {
  localStorage.setItem(SESSION_STORAGE_KEYS.name, name);
}

export function clearStoredSession(): void {
  for (const key of ALL_KEYS) localStorage.removeItem(key);
}

export function isSessionStorageKey(key: string | null): boolean {
  return key === null || ALL_KEYS.includes(key);
}
