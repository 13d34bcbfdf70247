import { apiClient } from '../../client/api-client';
import { apiPath } from '../../client/path';
import type { Id, MessageAnswer } from '../../types/entities';

/** DELETE /User/{id}: archives an intern or a supervisor. */
export async function deleteUser(id: Id): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>(apiPath`/User/${id}`);
  return data;
}
