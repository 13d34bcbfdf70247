import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchAllPages, type FetchPage, type PageQuery } from 'shared-api';
import { useQueryFailure } from '../feedback/use-query-failure';
import type { ServerTable } from './server-table';
import type { PageSize } from './table-pager';

export interface PagedQueryOptions<Row> {
  /** The list's key: its pages sit under [...queryKey, pageQuery], so invalidating it hits all. */
  queryKey: QueryKey;
  fetchPage: FetchPage<Row>;
  /** The catalogue message of a failed read (the load or an export). */
  failureMessage: string;
  initialPageSize?: PageSize;
}

/**
 * A server-paged list for DataTable's server mode. The shown page stays while the next one
 * loads (placeholderData), so `query.isPending` is true only on the first load.
 */
export function usePagedQuery<Row>(options: PagedQueryOptions<Row>) {
  const { queryKey, fetchPage, failureMessage } = options;
  const [pageQuery, setPageQuery] = useState<PageQuery>({
    page: 1,
    pageSize: options.initialPageSize ?? 10,
  });
  const query = useQuery({
    queryKey: [...queryKey, pageQuery],
    queryFn: () => fetchPage(pageQuery),
    placeholderData: keepPreviousData,
  });
  useQueryFailure(query.error, failureMessage);

  const total = query.data?.total ?? 0;
  // After a delete the last page can be gone: show the new last page instead of an empty one.
  const lastPage = Math.max(1, Math.ceil(total / pageQuery.pageSize));
  if (query.data && !query.isPlaceholderData && pageQuery.page > lastPage) {
    setPageQuery({ ...pageQuery, page: lastPage });
  }

  const server: ServerTable<Row> = {
    total,
    query: pageQuery,
    onQueryChange: setPageQuery,
    fetchAll: (listQuery) => fetchAllPages(fetchPage, listQuery),
    failureMessage,
    fetching: query.isFetching,
  };
  return { query, rows: query.data?.rows ?? [], server };
}
