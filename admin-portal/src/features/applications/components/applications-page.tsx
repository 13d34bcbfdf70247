import { Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessages, type Application } from 'shared-api';
import {
  ADMIN_BASE_PATH,
  createColumnHelper,
  DataTable,
  LoadingScreen,
  useQueryFailure,
} from 'shared-ui';
import { DocumentButton } from '../../../components/document-button';
import { PageTitle } from '../../../components/page-title';
import { applicantsQuery } from '../../../components/pipeline-queries';
import { useDeclineApplication } from '../hooks/use-decline-application';

const column = createColumnHelper<Application>();

/** /adminDashboard/applications: the review queue (applications still Processing). */
export function ApplicationsPage() {
  const query = useQuery(applicantsQuery());
  useQueryFailure(query.error, errorMessages.couldNotGetApplications);
  const { decline, pendingId } = useDeclineApplication();

  if (query.isPending) return <LoadingScreen />;

  const columns = [
    column.accessor('Name', { header: 'Name' }),
    column.accessor('Email', { header: 'Email' }),
    column.accessor('PhoneNumber', { header: 'Phone Number' }),
    column.accessor('Position', { header: 'Application For' }),
    column.display({
      id: 'cv',
      header: 'CV',
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
      header: 'Letter',
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
      header: 'Action',
      cell: ({ row: { original } }) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="contained"
            color="success"
            component={RouterLink}
            to={`${ADMIN_BASE_PATH}/applications/${original.id}/scheduleInterview`}
            aria-label={`Accept ${original.Name}`}
          >
            Accept
          </Button>
          <Button
            size="small"
            variant="contained"
            color="error"
            disabled={pendingId === original.id}
            onClick={() => void decline(original.id)}
            aria-label={`Decline ${original.Name}`}
          >
            Decline
          </Button>
        </Stack>
      ),
    }),
  ];

  return (
    <>
      <PageTitle>Intership Applications</PageTitle>
      <DataTable
        columns={columns}
        data={query.data ?? []}
        filter={{ columnId: 'Position', label: 'Application For' }}
        exportFileName="applications"
        getRowId={(row) => String(row.id)}
      />
    </>
  );
}
