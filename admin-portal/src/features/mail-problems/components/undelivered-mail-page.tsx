import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, type UndeliveredMail } from 'shared-api';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { createColumnHelper, DataTable } from 'shared-ui/table';
import { PageTitle } from 'shared-ui/layout';
import { undeliveredMailQuery } from '../../../api/pipeline-queries';
import { mailTexts, useRetryMail } from '../hooks/use-retry-mail';

const column = createColumnHelper<UndeliveredMail>();

/** /adminDashboard/mail: e-mails the server could not deliver yet, each with 'Retry now'. */
export function UndeliveredMailPage() {
  const query = useQuery(undeliveredMailQuery());
  useQueryFailure(query.error, mailTexts.loadFailure);
  const { retry, pendingId } = useRetryMail();

  if (query.isPending) return <LoadingScreen />;

  const columns = [
    column.accessor('To', { header: 'To' }),
    column.accessor('Subject', { header: 'Subject' }),
    column.accessor((row) => row.LastError ?? 'Not tried yet', { id: 'Why', header: 'Why' }),
    column.accessor('Since', {
      header: 'Since',
      cell: ({ getValue }) => formatDateTime(getValue()),
    }),
    column.accessor('Attempts', { header: 'Attempts' }),
    column.accessor((row) => row.NextAttemptAt ?? '', {
      id: 'NextAttempt',
      header: 'Next Attempt',
      cell: ({ getValue }) => (getValue() ? formatDateTime(getValue()) : 'None planned'),
    }),
    column.display({
      id: 'action',
      meta: { actions: true },
      header: 'Action',
      cell: ({ row: { original } }) => (
        <Button
          size="small"
          variant="outlined"
          disabled={pendingId === original.id}
          onClick={() => retry(original.id)}
          aria-label={`Retry now: ${original.Subject} to ${original.To}`}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Retry now
        </Button>
      ),
    }),
  ];

  return (
    <>
      <PageTitle>{mailTexts.title}</PageTitle>
      <DataTable
        columns={columns}
        data={query.data ?? []}
        exportFileName="undelivered-emails"
        getRowId={(row) => String(row.id)}
      />
    </>
  );
}
