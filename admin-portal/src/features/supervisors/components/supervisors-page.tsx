import Button from '@mui/material/Button';
import { Link as RouterLink } from 'shared-ui/router';
import {
  confirmMessages,
  errorMessages,
  getSupervisorsPage,
  successMessages,
  useT,
  type User,
} from 'shared-api';
import { LoadingScreen } from 'shared-ui/feedback';
import { contactColumns, createColumnHelper, DataTable, usePagedQuery } from 'shared-ui/table';
import { PageTitle } from 'shared-ui/layout';
import { adminKeys } from '../../../api/query-keys';
import { usePositionChoices } from '../../../hooks/use-position-choices';
import { useDeletePerson } from '../../../hooks/use-delete-person';
import { adminPaths } from '../../../api/paths';
import { personActionsColumn } from '../../../components/edit-delete-actions';

const column = createColumnHelper<User>();

/** /adminDashboard/supervisors: every active supervisor. */
export function SupervisorsPage() {
  const t = useT();
  const { query, rows, server } = usePagedQuery({
    queryKey: adminKeys.supervisors,
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
    ...contactColumns(column),
    column.accessor((row) => row.Position ?? '', {
      id: 'Department',
      header: t('Department'),
      meta: { sortField: 'Position' },
    }),
    personActionsColumn(column, { editTo: adminPaths.editSupervisor, remove, pendingId, t }),
  ];

  return (
    <>
      <PageTitle>{t('Supervisors')}</PageTitle>
      <DataTable
        columns={columns}
        data={rows}
        server={server}
        filter={{ columnId: 'Department', label: t('Department'), options: positionChoices }}
        exportFileName="supervisors"
        getRowId={(row) => String(row.user_id)}
        actions={
          <Button variant="contained" component={RouterLink} to={adminPaths.addSupervisor}>
            {t('Add Supervisor')}
          </Button>
        }
      />
    </>
  );
}
