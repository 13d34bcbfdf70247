import { Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { confirmMessages, errorMessages, successMessages, type User } from 'shared-api';
import { createColumnHelper, DataTable, LoadingScreen, useQueryFailure } from 'shared-ui';
import { PageTitle } from '../../../components/page-title';
import { supervisorsQuery } from '../../../components/people-queries';
import { useDeletePerson } from '../../../components/use-delete-person';
import { SUPERVISORS_PATH, supervisorEditPath } from '../supervisor-inputs/supervisor-paths';

const column = createColumnHelper<User>();

/** /adminDashboard/supervisors: every active supervisor. */
export function SupervisorList() {
  const query = useQuery(supervisorsQuery());
  useQueryFailure(query.error, errorMessages.couldNotGetSupervisors);
  const { remove, pendingId } = useDeletePerson({
    question: confirmMessages.deleteSupervisor,
    successMessage: successMessages.supervisorDeleted,
    failureMessage: errorMessages.couldNotDeleteSupervisor,
    // Their interns become unassigned.
    changes: ['supervisors', 'interns', 'dashboard'],
  });

  if (query.isPending) return <LoadingScreen />;

  const columns = [
    column.accessor('Name', { header: 'Name' }),
    column.accessor('Email', { header: 'Email' }),
    column.accessor('PhoneNumber', { header: 'Phone Number' }),
    column.accessor((row) => row.Position ?? '', { id: 'Department', header: 'Department' }),
    column.display({
      id: 'action',
      header: 'Action',
      cell: ({ row: { original } }) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={supervisorEditPath(original.user_id)}
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
  ];

  return (
    <>
      <PageTitle>Supervisors</PageTitle>
      <DataTable
        columns={columns}
        data={query.data ?? []}
        filter={{ columnId: 'Department', label: 'Department' }}
        exportFileName="supervisors"
        getRowId={(row) => String(row.user_id)}
        actions={
          <Button variant="contained" component={RouterLink} to={`${SUPERVISORS_PATH}/add`}>
            Add Supervisor
          </Button>
        }
      />
    </>
  );
}
