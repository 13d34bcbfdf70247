import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { formatDateTime, useT, type AppNotification } from 'shared-api';
import { Link as RouterLink } from 'shared-ui/router';
import { createColumnHelper, DataTable, usePagedQuery } from 'shared-ui/table';
import { LoadingScreen } from '../feedback/loading-screen';
import { PageTitle } from '../layout/page-title';
import { notificationsList } from './notification-queries';
import { useMarkRead } from './use-mark-read';

const column = createColumnHelper<AppNotification>();

/**
 * <dashboard>/notifications: every notification of the signed-in user, newest first, a page at
 * a time, each leading to its screen; unread ones can be marked read, one or all.
 */
export function NotificationsPage() {
  const t = useT();
  const { query, rows, server } = usePagedQuery(notificationsList);
  const { run: markRead, pendingId } = useMarkRead();
  if (query.isPending) return <LoadingScreen />;

  // Newest first only: the sort is by date, the one order that means something here.
  const columns = [
    column.accessor('Text', {
      header: t('Notification'),
      enableSorting: false,
      cell: ({ row: { original } }) => (
        <Link
          component={RouterLink}
          to={original.Path}
          sx={{ fontWeight: original.Read ? 'normal' : 'bold' }}
        >
          {original.Text}
        </Link>
      ),
    }),
    column.accessor('CreatedAt', {
      header: t('When'),
      enableSorting: false,
      cell: ({ getValue }) => formatDateTime(getValue()),
    }),
    column.accessor((row) => (row.Read ? t('Read') : t('Unread')), {
      id: 'Status',
      header: t('Status'),
      enableSorting: false,
    }),
    column.display({
      id: 'action',
      meta: { actions: true },
      header: t('Action'),
      cell: ({ row: { original } }) =>
        original.Read ? null : (
          <Button
            size="small"
            variant="outlined"
            disabled={pendingId === original.Id}
            onClick={() => void markRead(original.Id)}
            aria-label={t('Mark as read: {text}', { text: original.Text })}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('Mark as read')}
          </Button>
        ),
    }),
  ];

  return (
    <>
      <PageTitle>{t('Notifications')}</PageTitle>
      <DataTable
        columns={columns}
        data={rows}
        server={server}
        getRowId={(row) => String(row.Id)}
        // A notification's text and date need the phone's whole width.
        stackOnPhone
        actions={
          <Button
            variant="contained"
            disabled={pendingId === 'all'}
            onClick={() => void markRead('all')}
          >
            {t('Mark all as read')}
          </Button>
        }
      />
    </>
  );
}
