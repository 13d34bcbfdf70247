export type SortOrder = 'asc' | 'desc';

/** What a paged list asks the server for (issue 13); `page` is 1-based, `pageSize` 1..100. */
export interface PageQuery {
  page: number;
  pageSize: number;
  /** Case-insensitive substring over the row's text fields. */
  search?: string;
  /** The exact value of the list's one column filter. */
  filter?: string;
  /** A row field name, such as `Name`. */
  sort?: string;
  order?: SortOrder;
}

/** Search, filter and order without the page: what an export of every matching row asks for. */
export type ListQuery = Omit<PageQuery, 'page' | 'pageSize'>;

/** One page of rows and how many rows match the search and the filter in all. */
export interface Page<T> {
  rows: T[];
  total: number;
}

export type FetchPage<T> = (query: PageQuery) => Promise<Page<T>>;
