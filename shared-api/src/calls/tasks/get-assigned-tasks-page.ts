import { getPage } from '../paging/get-page';
import type { Task } from '../../types/entities';
import type { PageQuery } from '../../types/page';

/** What the Assigned Tasks switch keeps: the overdue tasks, or those waiting for a rating. */
export type TaskAttention = 'overdue' | 'needsRating';

/**
 * GET /Task, one page of the supervisor's Assigned Tasks: what needs them first
 * (`sort=Attention`) unless a column is sorted; `attention` keeps only those tasks.
 */
export function getAssignedTasksPage(query: PageQuery, attention?: TaskAttention) {
  const sorted: PageQuery = query.sort ? query : { ...query, sort: 'Attention' };
  return getPage<Task>('/Task', 'Tasks', sorted, attention ? { attention } : {});
}
