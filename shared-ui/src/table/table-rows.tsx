import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { flexRender, type Table } from '@tanstack/react-table';
import { useT } from 'shared-api';
import { BreakableText } from './breakable-text';
import { cellStyle } from './cell-styles';

const headerText = (header: unknown) => (typeof header === 'string' ? header : undefined);

/** The rows of the page on screen, or 'No data available'. */
export function TableRows<Row>({ table }: { table: Table<Row> }) {
  const t = useT();
  const rows = table.getRowModel().rows;
  return (
    <TableBody>
      {rows.length === 0 ? (
        <TableRow>
          <TableCell colSpan={table.getVisibleLeafColumns().length} align="center">
            {t('No data available')}
          </TableCell>
        </TableRow>
      ) : (
        rows.map((row) => (
          <TableRow key={row.id} hover>
            {row.getVisibleCells().map((cell) => (
              <TableCell
                key={cell.id}
                sx={cellStyle(cell.column)}
                // The header a stacked row shows before the value (stacked-rows.ts).
                data-label={headerText(cell.column.columnDef.header)}
              >
                {cell.column.columnDef.meta?.wrap === 'anywhere' ? (
                  <BreakableText text={String(cell.getValue() ?? '')} />
                ) : (
                  flexRender(cell.column.columnDef.cell, cell.getContext())
                )}
              </TableCell>
            ))}
          </TableRow>
        ))
      )}
    </TableBody>
  );
}
