import { apiClient } from '../../client/api-client';

/** How many of the supervisor's tasks there are, are overdue and wait for a rating. */
export interface TaskCounts {
  All: number;
  Overdue: number;
  NeedsRating: number;
}

/** GET /Supervisor/Task/Counts: the Assigned Tasks switch's numbers. */
export async function getTaskCounts(): Promise<TaskCounts> {
  const { data } = await apiClient.get<TaskCounts>('/Supervisor/Task/Counts');
  return data;
}
