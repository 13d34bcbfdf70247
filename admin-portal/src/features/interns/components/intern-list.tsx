import Button from '@mui/material/Button';
import { Link as RouterLink } from 'shared-ui/router';
import {
  confirmMessages,
  errorMessages,
  getInternsPage,
  successMessages,
  type User,
} from 'shared-api';
import { LoadingScreen } from 'shared-ui/feedback';
import { createColumnHelper, DataTable, usePagedQuery } from 'shared-ui/table';
import { PageTitle } from 'shared-ui/layout';
import { internsKey } from '../../../api/people-queries';
import { usePositionChoices } from '../../../api/position-choices';
import { useDeletePerson } from '../../../hooks/use-delete-person';
import { adminPaths } from '../../../api/paths';
import { contactColumns } from '../../../components/contact-columns';
import { EditDeleteActions } from '../../../components/edit-delete-actions';

const column = createColumnHelper<User>();

export const NOT_ASSIGNED = 'Not assigned';

/** /adminDashboard/interns: every active intern with their supervisor. */
export function InternList() {
  const { query, rows, server } = usePagedQuery({
    queryKey: internsKey,
    fetchPage: getInternsPage,
    failureMessage: errorMessages.couldNotGetInterns,
  });
  const positionChoices = usePositionChoices().byName;
  const { remove, pendingId } = useDeletePerson({
    question: confirmMessages.deleteIntern,
    successMessage: successMessages.internDeleted,
    failureMessage: errorMessages.couldNotDeleteIntern,
    changes: ['interns', 'dashboard'],
  });

  if (query.isPending) return <LoadingScreen />;

  const columns = [
    ...contactColumns(column),
    column.accessor((row) => row.Position ?? '', { id: 'Position', header: 'Position' }),
    column.accessor((row) => row.Supervisor?.Name ?? NOT_ASSIGNED, {
      id: 'Supervisor',
      header: 'Supervisor',
    }),
    column.display({
      id: 'action',
      meta: { actions: true },
      header: 'Action',
      cell: ({ row: { original } }) => (
        <EditDeleteActions
          name={original.Name}
          editTo={adminPaths.editIntern(original.user_id)}
          onDelete={() => void remove(original.user_id)}
          deleting={pendingId === original.user_id}
        />
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
          to={adminPaths.performance(original.user_id)}
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
        data={rows}
        server={server}
        filter={{ columnId: 'Position', label: 'Position', options: positionChoices }}
        exportFileName="interns"
        getRowId={(row) => String(row.user_id)}
        actions={
          <Button variant="contained" component={RouterLink} to={adminPaths.assignSupervisor}>
            Assign Supervisor
          </Button>
        }
      />
    </>
  );
}
