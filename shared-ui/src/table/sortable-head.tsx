import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { flexRender, type Table } from '@tanstack/react-table';
import { useT } from 'shared-api';
import { cellStyle } from './cell-styles';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * Headers that sort on click or Enter, announcing the order through aria-sort. A header given
 * as a text (m('Name')) is translated here; one given as a function draws itself.
 */
export function SortableHead<Row>({ table }: { table: Table<Row> }) {
  const t = useT();
  return (
    <TableHead>
      {table.getHeaderGroups().map((group) => (
        <TableRow key={group.id}>
          {group.headers.map((header) => {
            const sorted = header.column.getIsSorted();
            const title = header.column.columnDef.header;
            const content =
              typeof title === 'string' ? t(title) : flexRender(title, header.getContext());
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
