import Button from '@mui/material/Button';
import type { ColumnHelper } from '@tanstack/react-table';
import { Link } from 'shared-ui/router';
import { m, useT } from 'shared-api';

interface Contact {
  Name: string;
  Email: string;
  /** None for a supervisor a directory provisioned without one (issue 89). */
  PhoneNumber: string | null;
}

/** Name, Email and Phone Number, as every list of people shows them (e-mails may wrap). */
export function contactColumns<Row extends Contact>(column: ColumnHelper<Row>) {
  return [
    column.accessor((row) => row.Name, { id: 'Name', header: m('Name') }),
    column.accessor((row) => row.Email, {
      id: 'Email',
      header: m('Email'),
      meta: { wrap: 'anywhere' },
    }),
    column.accessor((row) => row.PhoneNumber ?? '', {
      id: 'PhoneNumber',
      header: m('Phone Number'),
      meta: { wrap: 'never' },
    }),
  ];
}

function PerformanceLink({ to, name }: { to: string; name: string }) {
  const t = useT();
  return (
    <Button
      size="small"
      variant="outlined"
      component={Link}
      to={to}
      aria-label={t('View performance of {name}', { name })}
    >
      {t('View')}
    </Button>
  );
}

/** 'View', leading to an intern's performance page (`pathOf` gives the portal's path). */
export function performanceColumn<Row extends { Name: string }>(
  column: ColumnHelper<Row>,
  pathOf: (row: Row) => string,
) {
  return column.display({
    id: 'performance',
    header: m('Performance'),
    cell: ({ row: { original } }) => <PerformanceLink to={pathOf(original)} name={original.Name} />,
  });
}
