import { Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { confirmMessages, errorMessages, successMessages, type User } from 'shared-api';
import { createColumnHelper, DataTable, LoadingScreen, useQueryFailure } from 'shared-ui';
import { PageTitle } from '../../../components/page-title';
import { internsQuery } from '../../../components/people-queries';
import { useDeletePerson } from '../../../components/use-delete-person';
import {
  ASSIGN_SUPERVISOR_PATH,
  internEditPath,
  performancePath,
} from '../intern-inputs/intern-paths';

const column = createColumnHelper<User>();

export const NOT_ASSIGNED = 'Not assigned';

/** /adminDashboard/interns: every active intern with their supervisor. */
export function InternList() {
  const query = useQuery(internsQuery());
  useQueryFailure(query.error, errorMessages.couldNotGetInterns);
  const { remove, pendingId } = useDeletePerson({
    question: confirmMessages.deleteIntern,
    successMessage: successMessages.internDeleted,
    failureMessage: errorMessages.couldNotDeleteIntern,
    changes: ['interns', 'dashboard'],
  });

  if (query.isPending) return <LoadingScreen />;

  const columns = [
    column.accessor('Name', { header: 'Name' }),
    column.accessor('Email', { header: 'Email' }),
    column.accessor('PhoneNumber', { header: 'Phone Number' }),
    column.accessor((row) => row.Position ?? '', { id: 'Position', header: 'Position' }),
    column.accessor((row) => row.Supervisor?.Name ?? NOT_ASSIGNED, {
      id: 'Supervisor',
      header: 'Supervisor',
    }),
    column.display({
      id: 'action',
      header: 'Action',
      cell: ({ row: { original } }) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={internEditPath(original.user_id)}
            aria-label={`Edit ${original.Name}`}
          >
            Edit
          </Button>
          <Button
            size="small"
            variant="contained"
            color="error"
            disabled={pendingId === original.user_id}
            onClick={() => void remove(original.user_id)}
            aria-label={`Delete ${original.Name}`}
          >
            Delete
          </Button>
        </Stack>
      ),
    }),
    column.display({
      id: 'performance',
      header: 'Performance',
      cell: ({ row: { original } }) => (
        <Button
          size="small"
          variant="outlined"
          component={RouterLink}
          to={performancePath(original.user_id)}
          aria-label={`View performance of ${original.Name}`}
        >
          View
        </Button>
      ),
    }),
  ];

  return (
    <>
      <PageTitle>Interns</PageTitle>
      <DataTable
        columns={columns}
        data={query.data ?? []}
        filter={{ columnId: 'Position', label: 'Position' }}
        exportFileName="interns"
        getRowId={(row) => String(row.user_id)}
        actions={
          <Button variant="contained" component={RouterLink} to={ASSIGN_SUPERVISOR_PATH}>
            Assign Supervisor
          </Button>
        }
      />
    </>
  );
}
