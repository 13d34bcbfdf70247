import { getPage } from '../paging/get-page';
import type { Application } from '../../types/entities';
import type { PageQuery } from '../../types/page';

/** GET /Admin/User/Applicants, one page; `filter` is a position id. */
export function getApplicantsPage(query: PageQuery) {
  return getPage<Application>('/Admin/User/Applicants', 'Applicants', query);
}
