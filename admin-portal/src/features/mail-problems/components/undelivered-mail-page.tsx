import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, useT, type UndeliveredMail } from 'shared-api';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { createColumnHelper, DataTable } from 'shared-ui/table';
import { PageTitle } from 'shared-ui/layout';
import { undeliveredMailQuery } from '../../../api/pipeline-queries';
import { mailTexts, useRetryMail } from '../hooks/use-retry-mail';

const column = createColumnHelper<UndeliveredMail>();

/** /adminDashboard/mail: e-mails the server could not deliver yet, each with 'Retry now'. */
export function UndeliveredMailPage() {
  const t = useT();
  const query = useQuery(undeliveredMailQuery());
  useQueryFailure(query.error, t(mailTexts.loadFailure));
  const { retry, pendingId } = useRetryMail();

  if (query.isPending) return <LoadingScreen />;

  const columns = [
    column.accessor('To', { header: t('To') }),
    column.accessor('Subject', { header: t('Subject') }),
    column.accessor((row) => row.LastError ?? t('Not tried yet'), { id: 'Why', header: t('Why') }),
    column.accessor('Since', {
      header: t('Since'),
      cell: ({ getValue }) => formatDateTime(getValue()),
    }),
    column.accessor('Attempts', { header: t('Attempts') }),
    column.accessor((row) => row.NextAttemptAt ?? '', {
      id: 'NextAttempt',
      header: t('Next Attempt'),
      cell: ({ getValue }) => (getValue() ? formatDateTime(getValue()) : t('None planned')),
    }),
    column.display({
      id: 'action',
      meta: { actions: true },
      header: t('Action'),
      cell: ({ row: { original } }) => (
        <Button
          size="small"
          variant="outlined"
          disabled={pendingId === original.id}
          onClick={() => retry(original.id)}
          aria-label={t('Retry now: {subject} to {to}', {
            subject: original.Subject,
            to: original.To,
          })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('Retry now')}
        </Button>
      ),
    }),
  ];

  return (
    <>
      <PageTitle>{t(mailTexts.title)}</PageTitle>
      <DataTable
        columns={columns}
        data={query.data ?? []}
        exportFileName="undelivered-emails"
        getRowId={(row) => String(row.id)}
      />
    </>
  );
}
