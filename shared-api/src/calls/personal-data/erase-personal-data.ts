import { apiClient } from 'shared-api';
import { apiPath } from 'shared-api';
import type { MessageAnswer } from '../../types/entities';

/** POST /PersonalData/{token}/Erase: withdraws the application and erases its data (single use). */
export async function erasePersonalData(token: string): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>(
    apiPath`/PersonalData/${token}/Erase`,
    undefined,
    { skipSessionExpiry: true },
  );
  return data;
}
