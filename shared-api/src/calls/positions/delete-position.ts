import { apiClient } from '../../client/api-client';
import { apiPath } from '../../client/path';
import type { Id, MessageAnswer } from '../../types/entities';

/** DELETE /Position/{id}: a position still in use answers 409 saying how many use it. */
export async function deletePosition(id: Id): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>(apiPath`/Position/${id}`);
  return data;
}
