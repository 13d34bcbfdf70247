import { errorMessages, formatDate, getInterviewsPage, type Application } from 'shared-api';
import { ApplicationStatusBadge, formatApplicationStatus } from 'shared-ui/badges';
import { LoadingScreen } from 'shared-ui/feedback';
import { contactColumns, createColumnHelper, DataTable } from 'shared-ui/table';
import { PageTitle } from 'shared-ui/layout';
import { adminKeys } from '../../../api/query-keys';
import { IntakeSelect } from '../../../components/intake-select';
import { useIntakePagedQuery } from '../../../hooks/use-intake-paged-query';
import { useInterviewDecision } from '../hooks/use-interview-decision';
import { InterviewActions } from './interview-actions';

const column = createColumnHelper<Application>();

const STATUS_OPTIONS = ['Accepted', 'Passed', 'Declined'].map(formatApplicationStatus);

/** /adminDashboard/selectedApplicants: applications past review, newest first. */
export function SelectedApplicantsPage() {
  const { query, rows, server, intakeSelect } = useIntakePagedQuery({
    list: 'interviews',
    queryKey: adminKeys.interviews,
    fetchPage: getInterviewsPage,
    failureMessage: errorMessages.couldNotGetInterviewDetails,
  });
  const { decide, pendingId } = useInterviewDecision();

  if (query.isPending) return <LoadingScreen />;

  const columns = [
    ...contactColumns(column),
    column.accessor('Position', { header: 'Application For' }),
    // The display text is the value, so that the filter, the search and the CSV read as shown
    // (the server filters on the displayed text too).
    column.accessor((row) => formatApplicationStatus(row.ApplicationStatus), {
      id: 'Status',
      header: 'Status',
      meta: { sortField: 'ApplicationStatus' },
      cell: ({ row }) => <ApplicationStatusBadge status={row.original.ApplicationStatus} />,
    }),
    column.accessor((row) => row.InterviewDate ?? '', {
      id: 'InterviewDate',
      header: 'Interview Date',
      cell: ({ getValue }) => (getValue() ? formatDate(getValue()) : ''),
    }),
    column.display({
      id: 'action',
      meta: { actions: true },
      header: 'Action',
      cell: ({ row }) => (
        <InterviewActions
          application={row.original}
          onDecide={(id, decision) => void decide(id, decision)}
          busy={pendingId === row.original.id}
        />
      ),
    }),
  ];

  return (
    <>
      <PageTitle>Selected Applicants</PageTitle>
      <IntakeSelect {...intakeSelect} />
      <DataTable
        columns={columns}
        data={rows}
        server={server}
        filter={{ columnId: 'Status', label: 'Status', options: STATUS_OPTIONS }}
        exportFileName="selected-applicants"
        getRowId={(row) => String(row.id)}
      />
    </>
  );
}
