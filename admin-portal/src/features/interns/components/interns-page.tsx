import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'shared-ui/router';
import {
  confirmMessages,
  errorMessages,
  getInternsPage,
  m,
  successMessages,
  useT,
  type User,
} from 'shared-api';
import { LoadingScreen } from 'shared-ui/feedback';
import { contactColumns, createColumnHelper, DataTable, performanceColumn } from 'shared-ui/table';
import { PageTitle } from 'shared-ui/layout';
import { adminKeys } from '../../../api/query-keys';
import { IntakeSelect } from '../../../components/intake-select';
import { useIntakePagedQuery } from '../../../hooks/use-intake-paged-query';
import { usePositionChoices } from '../../../hooks/use-position-choices';
import { useDeletePerson } from '../../../hooks/use-delete-person';
import { adminPaths } from '../../../api/paths';
import { personActionsColumn } from '../../../components/edit-delete-actions';
import { LogbookSelect, type LogbookFilter } from './logbook-select';

/** A row of the admin's Interns list: where the intern's completion letter stands. */
type InternRow = User & { Letter?: 'Ready' | 'Issued' | null };

const column = createColumnHelper<InternRow>();

export const NOT_ASSIGNED = m('Not assigned');

/** /adminDashboard/interns: every active intern with their supervisor. */
export function InternsPage() {
  const t = useT();
  const [logbook, setLogbook] = useState<LogbookFilter>('');
  const { query, rows, server, intakeSelect, hasIntakes } = useIntakePagedQuery<InternRow>({
    list: 'interns',
    queryKey: adminKeys.interns,
    fetchPage: getInternsPage,
    failureMessage: errorMessages.couldNotGetInterns,
    extra: logbook ? { logbook } : undefined,
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
    column.accessor((row) => row.Position ?? '', { id: 'Position', header: t('Position') }),
    column.accessor((row) => row.Supervisor?.Name ?? t(NOT_ASSIGNED), {
      id: 'Supervisor',
      header: t('Supervisor'),
    }),
    // Shown only with intakes, so that an installation without them keeps the spec's table.
    ...(hasIntakes
      ? [
          // Where the intern's completion letter stands.
          column.accessor(
            (row) =>
              row.Letter
                ? t('{letter, select, Ready {Ready} Issued {Issued} other {{letter}}}', {
                    letter: row.Letter,
                  })
                : '—',
            {
              id: 'Letter',
              header: t('Letter'),
              enableSorting: false,
            },
          ),
        ]
      : []),
    personActionsColumn(column, { editTo: adminPaths.editIntern, remove, pendingId, t }),
    performanceColumn(column, (intern) => adminPaths.performance(intern.user_id)),
  ];

  return (
    <>
      <PageTitle>{t('Interns')}</PageTitle>
      <IntakeSelect {...intakeSelect} />
      <LogbookSelect
        value={logbook}
        onChange={(value) => {
          setLogbook(value);
          server.onQueryChange({ ...server.query, page: 1 });
        }}
      />
      <DataTable
        columns={columns}
        data={rows}
        server={server}
        filter={{ columnId: 'Position', label: t('Position'), options: positionChoices }}
        exportFileName="interns"
        getRowId={(row) => String(row.user_id)}
        actions={
          <Button variant="contained" component={RouterLink} to={adminPaths.assignSupervisor}>
            {t('Assign Supervisor')}
          </Button>
        }
      />
    </>
  );
}
