import { getPage } from '../paging/get-page';
import type { Task } from '../../types/entities';
import type { PageQuery } from '../../types/page';

/** GET /Task, one page: paged, the intern's and the supervisor's answers are both `{ Tasks }`. */
export function getTasksPage(query: PageQuery) {
  return getPage<Task>('/Task', 'Tasks', query);
}
