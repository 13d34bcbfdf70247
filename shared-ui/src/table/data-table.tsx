import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type FilterFn,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { m, useT } from 'shared-api';
import { DownloadIcon } from '../icons/icons';
import { ColumnFilter } from './column-filter';
import { DebouncedSearch } from './debounced-search';
import { containsText, equalsText, optionsFor, type DataTableFilter } from './filter-fns';
import type { ServerTable } from './server-table';
import { SortableHead } from './sortable-head';
import { stackedOnPhone } from './stacked-rows';
import { TablePager, type PageSize } from './table-pager';
import { TableRows } from './table-rows';
import { useCsvExport } from './use-csv-export';
import { useOverflow } from './use-overflow';
import { useTableState } from './use-table-state';

export type { DataTableFilter, ServerTable };

export interface DataTableProps<Row> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tanstack's own column type
  columns: ColumnDef<Row, any>[];
  data: Row[];
  /** Heading above the table, e.g. 'Supervisors' (translated here, as the headers are). */
  title?: string;
  /**
   * The table's name for assistive technology when its heading is the screen's own (no title):
   * it names the table and its pager, so two tables' pagers on a page are told apart.
   */
  label?: string;
  filter?: DataTableFilter;
  initialPageSize?: PageSize;
  /** Offers 'Export CSV' of the filtered, sorted rows (all pages) under this file name. */
  exportFileName?: string;
  /** Extra toolbar content, e.g. an 'Add Supervisor' button. */
  actions?: ReactNode;
  getRowId?: (row: Row, index: number) => string;
  /**
   * Server mode: `data` is the page on screen and the server searches, filters, sorts and
   * pages; give `filter.options`, since one page does not hold every value.
   */
  server?: ServerTable<Row>;
  /**
   * On a phone, each row as a block of 'header  value' lines instead of a row of columns that
   * would scroll sideways: for a table whose every column matters there (stacked-rows.ts).
   */
  stackOnPhone?: boolean;
}

const clientRowModels = {
  getFilteredRowModel: getFilteredRowModel(),
  getSortedRowModel: getSortedRowModel(),
  getPaginationRowModel: getPaginationRowModel(),
};

export const MORE_COLUMNS = m('Scroll sideways to see all columns');

/** The one table design of spec §2: search, optional filter, sortable headers, paging. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, data, filter, exportFileName, actions, getRowId, server } = props;
  const t = useT();
  const title = props.title && t(props.title);
  // The table's name (its title, else its label), for it, its pager and its scroll region.
  const name = title || (props.label ? t(props.label) : undefined);
  const { state, update } = useTableState({
    columns,
    filterColumnId: filter?.columnId,
    initialPageSize: props.initialPageSize ?? 10,
    server,
  });

  // eslint-disable-next-line react-hooks/incompatible-library -- the table object is not memoised anywhere
  const table = useReactTable({
    data,
    columns,
    getRowId,
    state,
    onGlobalFilterChange: (updater) => update('globalFilter', updater),
    onSortingChange: (updater) => update('sorting', updater),
    onColumnFiltersChange: (updater) => update('columnFilters', updater),
    onPaginationChange: (updater) => update('pagination', updater),
    globalFilterFn: containsText as FilterFn<Row>,
    defaultColumn: { filterFn: equalsText as FilterFn<Row> },
    getCoreRowModel: getCoreRowModel(),
    ...(server
      ? {
          manualPagination: true,
          manualSorting: true,
          manualFiltering: true,
          // The server sorts by one field.
          enableMultiSort: false,
          rowCount: server.total,
        }
      : clientRowModels),
  });
  const { exportCsv, exporting } = useCsvExport(table, exportFileName, server);
  const container = useOverflow<HTMLDivElement>();

  const filterColumn = filter ? table.getColumn(filter.columnId) : undefined;
  const filterOptions = filter ? optionsFor(filter, table.getCoreRowModel().rows) : [];

  return (
    <Paper sx={{ p: 2 }}>
      {title && (
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <DebouncedSearch
          value={state.globalFilter}
          onChange={(search) => update('globalFilter', search)}
          recordCount={server ? server.total : data.length}
        />
        {filter && filterColumn && (
          <ColumnFilter
            label={filter.label}
            value={(filterColumn.getFilterValue() as string | undefined) ?? ''}
            options={filterOptions}
            onChange={(value) => filterColumn.setFilterValue(value || undefined)}
          />
        )}
        <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>
          {exportFileName && (
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={exporting}
              onClick={() => void exportCsv()}
            >
              {t('Export CSV')}
            </Button>
          )}
          {actions}
        </Box>
      </Box>
      {/* On a phone only the first columns fit: say that more lie beyond the edge. */}
      {container.overflows && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t(MORE_COLUMNS)}
        </Typography>
      )}
      {/* Dimmed, not replaced, while the server sends another page: no flash of 'Loading...'. */}
      {/* Scrolled sideways, it must be reachable by keyboard even with no button in its rows. */}
      <TableContainer
        ref={container.ref}
        sx={{ opacity: server?.fetching ? 0.6 : 1, transition: 'opacity 150ms' }}
        {...(container.overflows && {
          tabIndex: 0,
          role: 'region',
          'aria-label': name
            ? t('{title}, scrolls sideways', { title: name })
            : t('Table, scrolls sideways'),
        })}
      >
        <Table
          size="small"
          aria-label={name}
          aria-busy={server?.fetching}
          sx={props.stackOnPhone ? stackedOnPhone : undefined}
        >
          <SortableHead table={table} />
          <TableRows table={table} />
        </Table>
      </TableContainer>
      <TablePager
        title={name}
        pageIndex={state.pagination.pageIndex}
        pageCount={table.getPageCount()}
        pageSize={state.pagination.pageSize}
        onPageChange={(pageIndex) => table.setPageIndex(pageIndex)}
        onPageSizeChange={(pageSize) => update('pagination', { pageIndex: 0, pageSize })}
      />
    </Paper>
  );
}
