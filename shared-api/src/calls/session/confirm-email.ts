import { apiClient } from '../../client/api-client';
import type { MessageAnswer } from '../../types/entities';

/** POST /Account/ConfirmEmail: makes the new e-mail one's own, with the token of its link. */
export async function confirmEmailChange(token: string): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>(
    '/Account/ConfirmEmail',
    { token },
    { skipSessionExpiry: true },
  );
  return data;
}
