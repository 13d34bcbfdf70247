import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'shared-ui/router';
import { errorMessages, getApplicantsPage, useT, type Application } from 'shared-api';
import { LoadingScreen } from 'shared-ui/feedback';
import { PageTitle } from 'shared-ui/layout';
import { contactColumns, createColumnHelper, DataTable } from 'shared-ui/table';
import { DocumentButton } from '../../../components/document-button';
import { adminKeys } from '../../../api/query-keys';
import { IntakeSelect } from '../../../components/intake-select';
import { useIntakePagedQuery } from '../../../hooks/use-intake-paged-query';
import { usePositionChoices } from '../../../hooks/use-position-choices';
import { useDeclineApplication } from '../hooks/use-decline-application';
import { adminPaths } from '../../../api/paths';

const column = createColumnHelper<Application>();

/** /adminDashboard/applications: the review queue (applications still Processing). */
export function ApplicationsPage() {
  const t = useT();
  const { query, rows, server, intakeSelect } = useIntakePagedQuery({
    list: 'applications',
    queryKey: adminKeys.applications,
    fetchPage: getApplicantsPage,
    failureMessage: errorMessages.couldNotGetApplications,
  });
  // The server filters this list by position id.
  const positionChoices = usePositionChoices().byId;
  const { decline, pendingId } = useDeclineApplication();

  if (query.isPending) return <LoadingScreen />;

  const columns = [
    ...contactColumns(column),
    column.accessor('Position', { header: t('Application For') }),
    column.display({
      id: 'cv',
      header: t('CV'),
      cell: ({ row }) => (
        <DocumentButton
          applicationId={row.original.id}
          kind="Cv"
          applicantName={row.original.Name}
        />
      ),
    }),
    column.display({
      id: 'letter',
      header: t('Letter'),
      cell: ({ row }) => (
        <DocumentButton
          applicationId={row.original.id}
          kind="AttachmentLetter"
          applicantName={row.original.Name}
        />
      ),
    }),
    column.display({
      id: 'action',
      meta: { actions: true },
      header: t('Action'),
      cell: ({ row: { original } }) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="contained"
            color="success"
            component={RouterLink}
            to={adminPaths.scheduleInterview(original.id)}
            aria-label={t('Accept {name}', { name: original.Name })}
          >
            {t('Accept')}
          </Button>
          <Button
            size="small"
            variant="contained"
            color="error"
            disabled={pendingId === original.id}
            onClick={() => void decline(original.id)}
            aria-label={t('Decline {name}', { name: original.Name })}
          >
            {t('Decline')}
          </Button>
        </Stack>
      ),
    }),
  ];

  return (
    <>
      <PageTitle>{t('Internship Applications')}</PageTitle>
      <IntakeSelect {...intakeSelect} />
      <DataTable
        columns={columns}
        data={rows}
        server={server}
        filter={{ columnId: 'Position', label: t('Application For'), options: positionChoices }}
        exportFileName="applications"
        getRowId={(row) => String(row.id)}
      />
    </>
  );
}
