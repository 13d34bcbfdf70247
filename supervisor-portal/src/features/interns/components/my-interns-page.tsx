import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'shared-ui/router';
import { errorMessages, type User } from 'shared-api';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { contactColumns, createColumnHelper, DataTable, performanceColumn } from 'shared-ui/table';
import { supervisorPaths } from '../../../api/paths';
import { PageTitle } from 'shared-ui/layout';
import { myInternsQuery } from '../../../api/my-interns-queries';
import { LogbookLines } from './logbook-lines';

const column = createColumnHelper<User>();

const columns = [
  ...contactColumns(column),
  column.accessor((intern) => intern.Position ?? '', { id: 'Department', header: 'Department' }),
  column.display({
    id: 'action',
    meta: { actions: true },
    header: 'Action',
    cell: ({ row: { original } }) => (
      <Button
        size="small"
        variant="contained"
        component={Link}
        to={supervisorPaths.assignTask(original.Name, original.user_id)}
        aria-label={`Assign Task to ${original.Name}`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Assign Task
      </Button>
    ),
  }),
  performanceColumn(column, (intern) => supervisorPaths.performance(intern.user_id)),
];

/** /supervisorDashboard: the supervisor's interns. */
export function MyInternsPage() {
  const query = useQuery(myInternsQuery());
  useQueryFailure(query.error, errorMessages.couldNotGetInterns);

  if (query.isPending) return <LoadingScreen />;
  return (
    <>
      <PageTitle>My Interns</PageTitle>
      <LogbookLines />
      <DataTable
        columns={columns}
        data={query.data ?? []}
        filter={{ columnId: 'Department', label: 'Department' }}
        exportFileName="my-interns"
        getRowId={(intern) => String(intern.user_id)}
      />
    </>
  );
}
