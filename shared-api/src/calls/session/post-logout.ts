import { apiClient } from '../../client/api-client';
import type { MessageAnswer } from '../../types/entities';

/** POST /logout. Prefer the session store's `logout`, which clears the session even on failure. */
export async function postLogout(): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>('/logout', undefined, {
    skipSessionExpiry: true,
  });
  return data;
}
