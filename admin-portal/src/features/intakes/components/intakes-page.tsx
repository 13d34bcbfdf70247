import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessages, formatDate, type Intake } from 'shared-api';
import { intakeMessages } from 'shared-api/intakes';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { PageTitle } from 'shared-ui/layout';
import { positionsQuery } from 'shared-ui/profile';
import { createColumnHelper, DataTable } from 'shared-ui/table';
import { intakesQuery } from '../api/intake-queries';
import { IntakeCreate } from './intake-create';
import { IntakeEdit } from './intake-edit';

const column = createColumnHelper<Intake>();

/**
 * /adminDashboard/intakes: the intakes (issue 49), their applications window and internship
 * dates in the firm's time zone, the positions each offers; add and edit them.
 */
export function IntakesPage() {
  const query = useQuery(intakesQuery());
  useQueryFailure(query.error, intakeMessages.couldNotGetIntakes);
  const positions = useQuery(positionsQuery());
  useQueryFailure(positions.error, errorMessages.couldNotGetPositions);
  const [editing, setEditing] = useState<number | null>(null);

  if (query.isPending || positions.isPending) return <LoadingScreen />;

  const columns = [
    column.accessor('Name', { header: 'Name' }),
    column.accessor('ApplicationsOpen', {
      header: 'Applications Open',
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    column.accessor('ApplicationsClose', {
      header: 'Applications Close',
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    column.accessor('InternshipStart', {
      header: 'Internship Start',
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    column.accessor('InternshipEnd', {
      header: 'Internship End',
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    column.accessor((row) => row.Positions.map((position) => position.Position).join(', '), {
      id: 'positions',
      header: 'Positions',
    }),
    // Open, Upcoming or Closed: the intake's applications window today.
    column.accessor('State', { header: 'Status' }),
    column.display({
      id: 'action',
      meta: { actions: true },
      header: 'Action',
      cell: ({ row: { original } }) => (
        <Button
          size="small"
          variant="outlined"
          onClick={() => setEditing(original.id)}
          aria-label={`Edit ${original.Name}`}
        >
          Edit
        </Button>
      ),
    }),
  ];

  return (
    <>
      <PageTitle>Intakes</PageTitle>
      <IntakeCreate positions={positions.data ?? []} />
      <DataTable
        columns={columns}
        data={query.data ?? []}
        filter={{
          columnId: 'State',
          label: 'Status',
          options: ['Open', 'Upcoming', 'Closed'],
        }}
        exportFileName="intakes"
        getRowId={(row) => String(row.id)}
      />
      <IntakeEdit
        intakeId={editing}
        positions={positions.data ?? []}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
