import { apiClient } from 'shared-api';
import { apiPath } from 'shared-api';
import type { Id, MessageAnswer } from '../../types/entities';

/** DELETE /Admin/Application/{id}/PersonalData: answers 'Personal data erased'. */
export async function eraseApplicationPersonalData(id: Id): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>(
    apiPath`/Admin/Application/${id}/PersonalData`,
  );
  return data;
}
