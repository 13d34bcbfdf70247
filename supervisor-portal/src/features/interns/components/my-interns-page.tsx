import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'shared-ui/router';
import { useMemo } from 'react';
import { errorMessages, useT, type Translate, type User } from 'shared-api';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { contactColumns, createColumnHelper, DataTable, performanceColumn } from 'shared-ui/table';
import { supervisorPaths } from '../../../api/paths';
import { PageTitle } from 'shared-ui/layout';
import { myInternsQuery } from '../../../api/my-interns-queries';
import { LogbookLines } from './logbook-lines';

const column = createColumnHelper<User>();

const columnsFor = (t: Translate) => [
  ...contactColumns(column),
  column.accessor((intern) => intern.Position ?? '', { id: 'Department', header: t('Department') }),
  column.display({
    id: 'action',
    meta: { actions: true },
    header: t('Action'),
    cell: ({ row: { original } }) => (
      <Button
        size="small"
        variant="contained"
        component={Link}
        to={supervisorPaths.assignTask(original.Name, original.user_id)}
        aria-label={t('Assign Task to {name}', { name: original.Name })}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('Assign Task')}
      </Button>
    ),
  }),
  performanceColumn(column, (intern) => supervisorPaths.performance(intern.user_id)),
];

/** /supervisorDashboard: the supervisor's interns. */
export function MyInternsPage() {
  const t = useT();
  const query = useQuery(myInternsQuery());
  useQueryFailure(query.error, errorMessages.couldNotGetInterns);
  const columns = useMemo(() => columnsFor(t), [t]);

  if (query.isPending) return <LoadingScreen />;
  return (
    <>
      <PageTitle>{t('My Interns')}</PageTitle>
      <LogbookLines />
      <DataTable
        columns={columns}
        data={query.data ?? []}
        filter={{ columnId: 'Department', label: t('Department') }}
        exportFileName="my-interns"
        getRowId={(intern) => String(intern.user_id)}
      />
    </>
  );
}
