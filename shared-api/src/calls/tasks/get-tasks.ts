import { apiClient } from '../../client/api-client';
import type { Task } from '../../types/entities';

/**
 * GET /Task: the intern's own tasks, or the tasks the supervisor assigned. The server answers an
 * intern `{ Tasks }` and a supervisor a bare list (spec §7); both come back as a list here.
 */
export async function getTasks(): Promise<Task[]> {
  const { data } = await apiClient.get<Task[] | { Tasks: Task[] }>('/Task');
  return Array.isArray(data) ? data : data.Tasks;
}
