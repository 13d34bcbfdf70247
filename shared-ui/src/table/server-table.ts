import type {
  ColumnDef,
  ColumnFiltersState,
  PaginationState,
  RowData,
  SortingState,
} from '@tanstack/react-table';
import type { ListQuery, PageQuery } from 'shared-api';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the library's own signature
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The row field the server sorts this column by, when it is not the column's id. */
    sortField?: string;
    /**
     * The row's actions: kept whole (no wrapping) and sticky at the table's right edge, so
     * they stay on screen when a narrow screen scrolls the table (issue 34).
     */
    actions?: boolean;
    /**
     * How the values wrap: 'anywhere' for long words without spaces (e-mails; shown as text,
     * breaking after '@' and '.' first), so the column can share a laptop's width; 'never' for
     * values read as one (phone numbers).
     */
    wrap?: 'anywhere' | 'never';
  }
}

/** Server mode of DataTable: the server searches, filters, sorts and pages (issue 13). */
export interface ServerTable<Row> {
  /** How many rows match the search and the filter in all (the answer's Total). */
  total: number;
  query: PageQuery;
  onQueryChange: (query: PageQuery) => void;
  /** Every row matching the search and the filter, in order: what 'Export CSV' writes. */
  fetchAll: (query: ListQuery) => Promise<Row[]>;
  /** The catalogue message shown when the rows cannot be read for an export. */
  failureMessage: string;
  /** Another page is on its way; the shown one stays until it comes. */
  fetching?: boolean;
}

export interface TableState {
  globalFilter: string;
  sorting: SortingState;
  columnFilters: ColumnFiltersState;
  pagination: PaginationState;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tanstack's own column type
type Columns<Row> = ColumnDef<Row, any>[];

function idOf<Row>(column: Columns<Row>[number]): string | undefined {
  return column.id ?? (column as { accessorKey?: string }).accessorKey;
}

function sortFieldOf<Row>(columns: Columns<Row>, columnId: string): string {
  const column = columns.find((candidate) => idOf(candidate) === columnId);
  return column?.meta?.sortField ?? columnId;
}

function columnIdOf<Row>(columns: Columns<Row>, sortField: string): string {
  const column = columns.find(
    (candidate) => (candidate.meta?.sortField ?? idOf(candidate)) === sortField,
  );
  return (column && idOf(column)) ?? sortField;
}

/** The table's state as the server's query says it. */
export function stateOf<Row>(
  query: PageQuery,
  columns: Columns<Row>,
  filterColumnId?: string,
): TableState {
  return {
    globalFilter: query.search ?? '',
    sorting: query.sort
      ? [{ id: columnIdOf(columns, query.sort), desc: query.order === 'desc' }]
      : [],
    columnFilters:
      query.filter && filterColumnId ? [{ id: filterColumnId, value: query.filter }] : [],
    pagination: { pageIndex: query.page - 1, pageSize: query.pageSize },
  };
}

/** The server's query for a table state. */
export function queryOf<Row>(state: TableState, columns: Columns<Row>): PageQuery {
  const [sorted] = state.sorting;
  const filter = state.columnFilters[0]?.value;
  return {
    page: state.pagination.pageIndex + 1,
    pageSize: state.pagination.pageSize,
    ...(state.globalFilter ? { search: state.globalFilter } : {}),
    ...(typeof filter === 'string' && filter ? { filter } : {}),
    ...(sorted
      ? { sort: sortFieldOf(columns, sorted.id), order: sorted.desc ? 'desc' : 'asc' }
      : {}),
  };
}

/** The query without its page: what an export of every matching row asks for. */
export function listQueryOf({ page: _page, pageSize: _size, ...rest }: PageQuery): ListQuery {
  return rest;
}
