import { apiClient } from '../../client/api-client';
import { apiPath } from '../../client/path';
import type { EditableTask, Id } from '../../types/entities';

/** GET /Task/{id}/edit */
export async function getTaskForEdit(id: Id): Promise<EditableTask> {
  const { data } = await apiClient.get<{ task: EditableTask }>(apiPath`/Task/${id}/edit`);
  return data.task;
}
