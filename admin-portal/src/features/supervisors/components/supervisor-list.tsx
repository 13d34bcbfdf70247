import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'shared-ui/router';
import {
  confirmMessages,
  errorMessages,
  getSupervisorsPage,
  successMessages,
  type User,
} from 'shared-api';
import { LoadingScreen } from 'shared-ui/feedback';
import { createColumnHelper, DataTable, usePagedQuery } from 'shared-ui/table';
import { PageTitle } from 'shared-ui/layout';
import { supervisorsKey } from '../../../api/people-queries';
import { usePositionChoices } from '../../../api/position-choices';
import { useDeletePerson } from '../../../hooks/use-delete-person';
import { adminPaths } from '../../../api/paths';

const column = createColumnHelper<User>();

/** /adminDashboard/supervisors: every active supervisor. */
export function SupervisorList() {
  const { query, rows, server } = usePagedQuery({
    queryKey: supervisorsKey,
    fetchPage: getSupervisorsPage,
    failureMessage: errorMessages.couldNotGetSupervisors,
  });
  const positionChoices = usePositionChoices().byName;
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
    column.accessor('Email', { header: 'Email', meta: { wrap: 'anywhere' } }),
    column.accessor('PhoneNumber', { header: 'Phone Number', meta: { wrap: 'never' } }),
    column.accessor((row) => row.Position ?? '', {
      id: 'Department',
      header: 'Department',
      meta: { sortField: 'Position' },
    }),
    column.display({
      id: 'action',
      meta: { actions: true },
      header: 'Action',
      cell: ({ row: { original } }) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={adminPaths.editSupervisor(original.user_id)}
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
        data={rows}
        server={server}
        filter={{ columnId: 'Department', label: 'Department', options: positionChoices }}
        exportFileName="supervisors"
        getRowId={(row) => String(row.user_id)}
        actions={
          <Button variant="contained" component={RouterLink} to={adminPaths.addSupervisor}>
            Add Supervisor
          </Button>
        }
      />
    </>
  );
}
