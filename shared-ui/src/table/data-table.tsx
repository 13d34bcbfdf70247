import {
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  Typography,
} from '@mui/material';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type FilterFn,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { DownloadIcon } from '../icons/icons';
import { ColumnFilter } from './column-filter';
import { DebouncedSearch } from './debounced-search';
import { exportRowsAsCsv } from './export-rows';
import { containsText, equalsText, optionsFor, type DataTableFilter } from './filter-fns';
import { SortableHead } from './sortable-head';
import { TablePager, type PageSize } from './table-pager';

export type { DataTableFilter };

export interface DataTableProps<Row> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tanstack's own column type
  columns: ColumnDef<Row, any>[];
  data: Row[];
  /** Heading above the table, e.g. 'Supervisors'. */
  title?: string;
  filter?: DataTableFilter;
  initialPageSize?: PageSize;
  /** Offers 'Export CSV' of the filtered, sorted rows (all pages) under this file name. */
  exportFileName?: string;
  /** Extra toolbar content, e.g. an 'Add Supervisor' button. */
  actions?: ReactNode;
  getRowId?: (row: Row, index: number) => string;
}

/** The one table design of spec §2: search, optional filter, sortable headers, paging. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, data, title, filter, exportFileName, actions, getRowId } = props;
  const [globalFilter, setGlobalFilter] = useState('');
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: props.initialPageSize ?? 10,
  });

  // eslint-disable-next-line react-hooks/incompatible-library -- the table object is not memoised anywhere
  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: { globalFilter, sorting, columnFilters, pagination },
    onGlobalFilterChange: setGlobalFilter,
    onSortingChange: setSorting,
    onColumnFiltersChange: setColumnFilters,
    onPaginationChange: setPagination,
    globalFilterFn: containsText as FilterFn<Row>,
    defaultColumn: { filterFn: equalsText as FilterFn<Row> },
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const filterColumn = filter ? table.getColumn(filter.columnId) : undefined;
  const filterOptions = filter ? optionsFor(filter, table.getCoreRowModel().rows) : [];
  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;

  return (
    <Paper sx={{ p: 2 }}>
      {title && (
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <DebouncedSearch
          value={globalFilter}
          onChange={setGlobalFilter}
          recordCount={data.length}
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
              onClick={() => exportRowsAsCsv(table, exportFileName)}
            >
              Export CSV
            </Button>
          )}
          {actions}
        </Box>
      </Box>
      <TableContainer>
        <Table size="small" aria-label={title}>
          <SortableHead table={table} />
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columnCount} align="center">
                  No data available
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={row.id} hover>
                  {row.getVisibleCells().map((cell) => (
                    <TableCell key={cell.id}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager
        pageIndex={pagination.pageIndex}
        pageCount={table.getPageCount()}
        pageSize={pagination.pageSize}
        onPageChange={(pageIndex) => table.setPageIndex(pageIndex)}
        onPageSizeChange={(pageSize) => setPagination({ pageIndex: 0, pageSize })}
      />
    </Paper>
  );
}
