import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { flexRender, type Table } from '@tanstack/react-table';
import { cellStyle } from './cell-styles';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** Headers that sort on click or Enter, announcing the order through aria-sort. */
export function SortableHead<Row>({ table }: { table: Table<Row> }) {
  return (
    <TableHead>
      {table.getHeaderGroups().map((group) => (
        <TableRow key={group.id}>
          {group.headers.map((header) => {
            const sorted = header.column.getIsSorted();
            const content = flexRender(header.column.columnDef.header, header.getContext());
            if (header.isPlaceholder || !header.column.getCanSort()) {
              return (
                <TableCell key={header.id} sx={cellStyle(header.column, true)}>
                  {header.isPlaceholder ? null : content}
                </TableCell>
              );
            }
            return (
              <TableCell
                key={header.id}
                aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}
                sx={cellStyle(header.column, true)}
              >
                <TableSortLabel
                  active={sorted !== false}
                  direction={sorted || 'asc'}
                  onClick={header.column.getToggleSortingHandler()}
                >
                  {content}
                </TableSortLabel>
              </TableCell>
            );
          })}
        </TableRow>
      ))}
    </TableHead>
  );
}
