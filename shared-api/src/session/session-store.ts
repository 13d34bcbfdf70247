import { create } from 'zustand';

export type RoleCode = 'INT' | 'SUP' | 'ADM';

export interface UserInfo {
  Name: string;
  user_id: number;
}

export interface SessionState {
  user_info: UserInfo | null;
  roles: RoleCode[];
  token: string | null;
}

function readStoredSession(): SessionState {
  const token = localStorage.getItem('ACCESS_TOKEN');
  const role = localStorage.getItem('Roles');
  const name = localStorage.getItem('Name');
  const userId = Number(localStorage.getItem('user_id'));
  return {
    token,
    roles: role ? (role.split(',') as RoleCode[]) : [],
    user_info: name && userId ? { Name: name, user_id: userId } : null,
  };
}

/** The one session store: the shell and every portal share this instance (a federated singleton). */
export const useSessionStore = create<SessionState>()(() => readStoredSession());
