import { getPage } from '../paging/get-page';
import type { Application } from '../../types/entities';
import type { PageQuery } from '../../types/page';

/** GET /Admin/User/Interviews, one page; `filter` is a displayed status, e.g. 'Declined'. */
export function getInterviewsPage(query: PageQuery) {
  return getPage<Application>('/Admin/User/Interviews', 'Applicants', query);
}
