import { errorMessages, formatDate, getInterviewsPage, useT, type Application } from 'shared-api';
import {
  ApplicationStatusBadge,
  formatApplicationStatus,
  shownApplicationStatus,
} from 'shared-ui/badges';
import { LoadingScreen } from 'shared-ui/feedback';
import { contactColumns, createColumnHelper, DataTable } from 'shared-ui/table';
import { PageTitle } from 'shared-ui/layout';
import { adminKeys } from '../../../api/query-keys';
import { IntakeSelect } from '../../../components/intake-select';
import { useIntakePagedQuery } from '../../../hooks/use-intake-paged-query';
import { useFocusAfterDecision } from '../hooks/use-focus-after-decision';
import { useInterviewDecision } from '../hooks/use-interview-decision';
import { InterviewActions } from './interview-actions';

const column = createColumnHelper<Application>();

/** The statuses past review, as the server filters them: by their display text in English. */
const STATUSES = ['Accepted', 'Passed', 'Declined'].map(formatApplicationStatus);

/** /adminDashboard/selectedApplicants: applications past review, newest first. */
export function SelectedApplicantsPage() {
  const t = useT();
  const { query, rows, server, intakeSelect } = useIntakePagedQuery({
    list: 'interviews',
    queryKey: adminKeys.interviews,
    fetchPage: getInterviewsPage,
    failureMessage: errorMessages.couldNotGetInterviewDetails,
  });
  const { decide, pendingId } = useInterviewDecision();
  const focusAfter = useFocusAfterDecision(rows);

  if (query.isPending) return <LoadingScreen />;

  const columns = [
    ...contactColumns(column),
    column.accessor('Position', { header: t('Application For') }),
    // The display text is the value, so that the CSV reads as shown (the server filters on the
    // English display text: the filter's values).
    column.accessor((row) => t(formatApplicationStatus(row.ApplicationStatus)), {
      id: 'Status',
      header: t('Status'),
      meta: { sortField: 'ApplicationStatus' },
      cell: ({ row }) => <ApplicationStatusBadge status={shownApplicationStatus(row.original)} />,
    }),
    column.accessor((row) => row.InterviewDate ?? '', {
      id: 'InterviewDate',
      header: t('Interview Date'),
      cell: ({ getValue }) => (getValue() ? formatDate(getValue()) : ''),
    }),
    column.display({
      id: 'action',
      meta: { actions: true },
      header: t('Action'),
      cell: ({ row }) => (
        <InterviewActions
          application={row.original}
          onDecide={(id, decision) => {
            focusAfter(id);
            void decide(id, decision);
          }}
          busy={pendingId === row.original.id}
        />
      ),
    }),
  ];

  return (
    <>
      <PageTitle>{t('Selected Applicants')}</PageTitle>
      <IntakeSelect {...intakeSelect} />
      <DataTable
        columns={columns}
        data={rows}
        server={server}
        filter={{
          columnId: 'Status',
          label: t('Status'),
          options: STATUSES.map((status) => ({ value: status, label: t(status) })),
        }}
        exportFileName="selected-applicants"
        getRowId={(row) => String(row.id)}
      />
    </>
  );
}
