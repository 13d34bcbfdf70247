import type { InternalAxiosRequestConfig } from 'axios';
import type { MockAnswer } from './mock-api';

export interface PagedAnswerOptions<T> {
  /** The value the list's `filter` param matches exactly; without it `filter` is ignored. */
  filterBy?: (row: T) => string;
}

type Params = Partial<
  Record<'page' | 'pageSize' | 'search' | 'filter' | 'sort' | 'order', unknown>
>;

function matches(row: unknown, search: string): boolean {
  return Object.values(row as Record<string, unknown>).some(
    (value) =>
      (typeof value === 'string' || typeof value === 'number') &&
      String(value).toLowerCase().includes(search.toLowerCase()),
  );
}

function compare(sort: string, order: unknown) {
  const sign = order === 'desc' ? -1 : 1;
  return (a: unknown, b: unknown) =>
    sign *
    String((a as Record<string, unknown>)[sort] ?? '').localeCompare(
      String((b as Record<string, unknown>)[sort] ?? ''),
    );
}

/**
 * Answers a list route as the server does (issue 13): all rows under `key` without paging
 * params, else `{ [key]: that page, Total }` after search, filter and sort. `rows` may be a
 * function, for lists that change during a test.
 */
export function pagedAnswer<T>(
  key: string,
  rows: T[] | (() => T[]),
  options: PagedAnswerOptions<T> = {},
) {
  return (request: InternalAxiosRequestConfig): MockAnswer => {
    const all = typeof rows === 'function' ? rows() : rows;
    const params = (request.params ?? {}) as Params;
    if (Object.keys(params).length === 0) return { status: 200, data: { [key]: all } };
    let found = all;
    if (params.search) found = found.filter((row) => matches(row, String(params.search)));
    const { filterBy } = options;
    if (params.filter && filterBy) found = found.filter((row) => filterBy(row) === params.filter);
    if (params.sort) found = [...found].sort(compare(String(params.sort), params.order));
    const pageSize = Number(params.pageSize ?? 10);
    const start = (Number(params.page ?? 1) - 1) * pageSize;
    return {
      status: 200,
      data: { [key]: found.slice(start, start + pageSize), Total: found.length },
    };
  };
}

/** The paging params a list request carried. */
export function paramsOf(request: InternalAxiosRequestConfig): Params {
  return (request.params ?? {}) as Params;
}
