import { apiClient } from '../../client/api-client';
import { apiPath } from '../../client/path';
import type { Id, MessageAnswer } from '../../types/entities';

/** DELETE /Admin/Application/{id}/PersonalData: answers 'Personal data erased'. */
export async function eraseApplicationPersonalData(id: Id): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>(
    apiPath`/Admin/Application/${id}/PersonalData`,
  );
  return data;
}
