import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessages, formatDate, useT, type Intake } from 'shared-api';
import { intakeMessages } from 'shared-api/intakes';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { PageTitle } from 'shared-ui/layout';
import { positionsQuery } from 'shared-ui/profile';
import { createColumnHelper, DataTable } from 'shared-ui/table';
import { intakesQuery } from '../api/intake-queries';
import { IntakeCreate } from './intake-create';
import { IntakeEdit } from './intake-edit';

const column = createColumnHelper<Intake>();

const STATES: Intake['State'][] = ['Open', 'Upcoming', 'Closed'];

/**
 * /adminDashboard/intakes: the intakes (issue 49), their applications window and internship
 * dates in the firm's time zone, the positions each offers; add and edit them.
 */
export function IntakesPage() {
  const t = useT();
  // An intake's applications window today, as the table shows it (a message of its own: other
  // screens' 'Open' is a verb).
  const stateText = (state: string) =>
    t('{state, select, Open {Open} Upcoming {Upcoming} Closed {Closed} other {{state}}}', {
      state,
    });
  const query = useQuery(intakesQuery());
  useQueryFailure(query.error, intakeMessages.couldNotGetIntakes);
  const positions = useQuery(positionsQuery());
  useQueryFailure(positions.error, errorMessages.couldNotGetPositions);
  const [editing, setEditing] = useState<number | null>(null);

  if (query.isPending || positions.isPending) return <LoadingScreen />;

  const columns = [
    column.accessor('Name', { header: t('Name') }),
    column.accessor('ApplicationsOpen', {
      header: t('Applications Open'),
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    column.accessor('ApplicationsClose', {
      header: t('Applications Close'),
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    column.accessor('InternshipStart', {
      header: t('Internship Start'),
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    column.accessor('InternshipEnd', {
      header: t('Internship End'),
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    column.accessor((row) => row.Positions.map((position) => position.Position).join(', '), {
      id: 'positions',
      header: t('Positions'),
    }),
    // Open, Upcoming or Closed: the intake's applications window today. The value is the text
    // shown, so that the search and the filter read it as the screen does.
    column.accessor((row) => stateText(row.State), {
      id: 'State',
      header: t('Status'),
    }),
    column.display({
      id: 'action',
      meta: { actions: true },
      header: t('Action'),
      cell: ({ row: { original } }) => (
        <Button
          size="small"
          variant="outlined"
          onClick={() => setEditing(original.id)}
          aria-label={t('Edit {name}', { name: original.Name })}
        >
          {t('Edit')}
        </Button>
      ),
    }),
  ];

  return (
    <>
      <PageTitle>{t('Intakes')}</PageTitle>
      <IntakeCreate positions={positions.data ?? []} />
      <DataTable
        columns={columns}
        data={query.data ?? []}
        filter={{
          columnId: 'State',
          label: t('Status'),
          options: STATES.map(stateText),
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
