import { getPage } from '../paging/get-page';
import type { User } from '../../types/entities';
import type { PageQuery } from '../../types/page';

/** GET /Admin/User/Supervisors, one page; `filter` is a department (position) name. */
export function getSupervisorsPage(query: PageQuery) {
  return getPage<User>('/Admin/User/Supervisors', 'Supervisors', query);
}
