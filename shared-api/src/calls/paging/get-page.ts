import { apiClient } from '../../client/api-client';
import type { Page, PageQuery } from '../../types/page';

/** The largest page the server gives (issue 13). */
export const MAX_PAGE_SIZE = 100;

/** The query without empty parts, so that '' does not search for nothing. */
function paramsOf(query: PageQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, pageSize: query.pageSize };
  const search = query.search?.trim();
  if (search) params.search = search;
  if (query.filter) params.filter = query.filter;
  if (query.sort) {
    params.sort = query.sort;
    params.order = query.order ?? 'asc';
  }
  return params;
}

/**
 * GET `path` with the paging params, and a list's own ones (`extra`); the server answers
 * `{ [key]: rows, Total }`.
 */
export async function getPage<T>(
  path: string,
  key: string,
  query: PageQuery,
  extra: Record<string, string> = {},
): Promise<Page<T>> {
  const { data } = await apiClient.get<Record<string, unknown>>(path, {
    params: { ...paramsOf(query), ...extra },
  });
  return { rows: (data[key] as T[] | undefined) ?? [], total: Number(data.Total ?? 0) };
}
