import { apiClient } from '../../client/api-client';
import { apiPath } from '../../client/path';
import type { Id, MessageAnswer } from '../../types/entities';

/** PUT /Task/Status/{id}: marks the intern's task Completed (one-way; repeating is a no-op). */
export async function completeTask(id: Id): Promise<MessageAnswer> {
  const { data } = await apiClient.put<MessageAnswer>(apiPath`/Task/Status/${id}`);
  return data;
}
