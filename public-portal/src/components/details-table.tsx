import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/** Label and value rows, named by the heading `labelledBy` points at (the status, a link's). */
export function DetailsTable({
  rows,
  labelledBy,
}: {
  rows: [string, string][];
  labelledBy: string;
}) {
  return (
    <Table size="small" aria-labelledby={labelledBy}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, pl: 0, width: '40%' }}>
              {label}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
