import Button from '@mui/material/Button';
import type { ColumnHelper } from '@tanstack/react-table';
import { Link } from 'shared-ui/router';

interface Contact {
  Name: string;
  Email: string;
  PhoneNumber: string;
}

/** Name, Email and Phone Number, as every list of people shows them (e-mails may wrap). */
export function contactColumns<Row extends Contact>(column: ColumnHelper<Row>) {
  return [
    column.accessor((row) => row.Name, { id: 'Name', header: 'Name' }),
    column.accessor((row) => row.Email, {
      id: 'Email',
      header: 'Email',
      meta: { wrap: 'anywhere' },
    }),
    column.accessor((row) => row.PhoneNumber, {
      id: 'PhoneNumber',
      header: 'Phone Number',
      meta: { wrap: 'never' },
    }),
  ];
}

/** 'View', leading to an intern's performance page (`pathOf` gives the portal's path). */
export function performanceColumn<Row extends { Name: string }>(
  column: ColumnHelper<Row>,
  pathOf: (row: Row) => string,
) {
  return column.display({
    id: 'performance',
    header: 'Performance',
    cell: ({ row: { original } }) => (
      <Button
        size="small"
        variant="outlined"
        component={Link}
        to={pathOf(original)}
        aria-label={`View performance of ${original.Name}`}
      >
        View
      </Button>
    ),
  });
}
