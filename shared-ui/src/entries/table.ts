// shared-ui/table: the data table and its helpers, shared on its own so that pages without a
// table never download the table library.
export { DataTable } from '../table/data-table';
export { stackedOnPhone } from '../table/stacked-rows';
export type { DataTableProps, DataTableFilter, ServerTable } from '../table/data-table';
export { usePagedQuery, type PagedQueryOptions } from '../table/use-paged-query';
export type { FilterOption } from '../table/column-filter';
export { PAGE_SIZES, type PageSize } from '../table/table-pager';
export { SEARCH_DEBOUNCE_MS } from '../table/debounced-search';
export { toCsv, downloadCsv } from '../table/csv';
export { contactColumns, performanceColumn } from '../table/people-columns';
// Column definitions, re-exported so that portals share this package's copy of the library.
export { createColumnHelper } from '@tanstack/react-table';
export type { ColumnDef, CellContext, ColumnHelper } from '@tanstack/react-table';
