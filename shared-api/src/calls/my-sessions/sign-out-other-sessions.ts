import { apiClient } from 'shared-api';

interface SignedOutAnswer {
  message: string;
  SignedOut: number;
}

/** POST /Account/Sessions/SignOutOthers: every session but this browser's ends at once. */
export async function signOutOtherSessions(): Promise<SignedOutAnswer> {
  const { data } = await apiClient.post<SignedOutAnswer>('/Account/Sessions/SignOutOthers');
  return data;
}
