import { apiClient } from '../../client/api-client';
import { apiPath } from '../../client/path';
import type { Id, TaskDetail } from '../../types/entities';

/** GET /Task/{id}: the task, its supervisor's name and its comments and remarks. */
export async function getTask(id: Id): Promise<TaskDetail> {
  const { data } = await apiClient.get<TaskDetail>(apiPath`/Task/${id}`);
  return data;
}
