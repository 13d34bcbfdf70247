import type { FetchPage, ListQuery } from '../../types/page';
import { MAX_PAGE_SIZE } from './get-page';

/**
 * Every row matching the search and the filter, in the asked order, read page by page at the
 * largest size (a CSV export must hold them all, not the page on screen).
 */
export async function fetchAllPages<T>(fetchPage: FetchPage<T>, query: ListQuery): Promise<T[]> {
  const pageSize = MAX_PAGE_SIZE;
  const first = await fetchPage({ ...query, page: 1, pageSize });
  const pageCount = Math.ceil(first.total / pageSize);
  const rest = await Promise.all(
    Array.from({ length: Math.max(pageCount - 1, 0) }, (_, i) =>
      fetchPage({ ...query, page: i + 2, pageSize }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.rows);
}
