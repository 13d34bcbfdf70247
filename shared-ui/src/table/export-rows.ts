import type { Table } from '@tanstack/react-table';
import { translate } from 'shared-api';
import { downloadCsv, toCsv } from './csv';

/**
 * Exports what the search and filter leave, in the shown order, across all pages: the table's
 * own rows, or in server mode the `rows` fetched for the export. The headers are written in the
 * language on screen, as the table shows them.
 */
export function exportRowsAsCsv<Row>(table: Table<Row>, fileName: string, rows?: Row[]): void {
  // Only data columns: action columns (buttons) have no accessor.
  const columns = table.getVisibleLeafColumns().filter((column) => column.accessorFn);
  const header = columns.map((column) => {
    const title = column.columnDef.header;
    return typeof title === 'string' ? title && translate(title) : column.id;
  });
  const cells = rows
    ? rows.map((row, index) => columns.map((column) => column.accessorFn?.(row, index)))
    : table
        .getPrePaginationRowModel()
        .rows.map((row) => columns.map((column) => row.getValue(column.id)));
  downloadCsv(fileName, toCsv(header, cells));
}
