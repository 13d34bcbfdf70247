import { apiClient } from 'shared-api';

import type { SignInMethod } from '../../accounts/sign-in-methods';

/** One of the signed-in user's open sessions (GET /Account/Sessions). */
export interface MySession {
  Id: number;
  /** 'Chrome 142'; '' when the browser is unknown. */
  Browser: string;
  /** 'Windows 10'; '' when unknown. */
  System: string;
  /** 'desktop', 'mobile', 'tablet', ...; '' when unknown. */
  DeviceKind: string;
  /** The address it signed in from; '' for a session from before addresses were kept. */
  Address: string;
  FirstSeen: string;
  LastSeen: string;
  SignedInWith: SignInMethod;
  /** The session of this browser's own sign-in. */
  Current: boolean;
}

/** GET /Account/Sessions: the open sessions, this browser's first, then the one used last. */
export async function getMySessions(): Promise<MySession[]> {
  const { data } = await apiClient.get<{ Sessions: MySession[] }>('/Account/Sessions');
  return data.Sessions;
}
