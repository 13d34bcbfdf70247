import { apiClient } from 'shared-api';
import { apiPath } from 'shared-api';
import type { Id, MessageAnswer } from '../../types/entities';

/**
 * DELETE /Admin/User/{id}/PersonalData: removes an intern's or supervisor's account; their tasks
 * then name them 'Former intern' / 'Former supervisor'. Answers 'Personal data erased'.
 */
export async function eraseUserPersonalData(id: Id): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>(apiPath`/Admin/User/${id}/PersonalData`);
  return data;
}
