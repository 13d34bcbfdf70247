import { apiClient } from '../../client/api-client';
import type { Task } from '../../types/entities';

/**
 * GET /Task: the intern's own tasks, `{ Tasks }` (My Tasks shows them all as cards). A
 * supervisor's screen reads a page (`getAssignedTasksPage`).
 */
export async function getTasks(): Promise<Task[]> {
  const { data } = await apiClient.get<{ Tasks: Task[] }>('/Task');
  return data.Tasks;
}
