import { getPage } from '../paging/get-page';
import type { User } from '../../types/entities';
import type { PageQuery } from '../../types/page';

/** GET /Admin/User/Interns, one page; `filter` is a position name. */
export function getInternsPage(query: PageQuery) {
  return getPage<User>('/Admin/User/Interns', 'Interns', query);
}
