import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { formatDateTime, useT, type Translate, type WaitingLogbookEntry } from 'shared-api';
import { formatDateRange, getWaitingLogbookPage, logbookReviewMessages } from 'shared-api/logbook';
import { LoadingScreen } from 'shared-ui/feedback';
import { PageTitle } from 'shared-ui/layout';
import { Link } from 'shared-ui/router';
import { createColumnHelper, DataTable, usePagedQuery } from 'shared-ui/table';
import { supervisorPaths } from '../../../api/paths';
import { supervisorKeys } from '../../../api/query-keys';
import { AbsenceRequestsSection } from './absence-requests-section';

const column = createColumnHelper<WaitingLogbookEntry>();
const week = (entry: WaitingLogbookEntry) => formatDateRange(entry.WeekStart, entry.WeekEnd);

// The server orders the list (oldest submitted first): the headers do not sort.
const columnsFor = (t: Translate) => [
  column.accessor('InternName', { header: t('Intern'), enableSorting: false }),
  column.accessor(week, { id: 'Week', header: t('Week'), enableSorting: false }),
  column.accessor((entry) => entry.Hours ?? '—', {
    id: 'Hours',
    header: t('Hours'),
    enableSorting: false,
  }),
  column.accessor((entry) => formatDateTime(entry.SubmittedAt), {
    id: 'Submitted',
    header: t('Submitted'),
    enableSorting: false,
  }),
  column.display({
    id: 'action',
    meta: { actions: true },
    header: t('Action'),
    cell: ({ row: { original } }) => (
      <Button
        size="small"
        variant="contained"
        component={Link}
        to={supervisorPaths.logbookEntry(original.Id)}
        aria-label={t('Open {name}, {week}', { name: original.InternName, week: week(original) })}
      >
        {t('Open')}
      </Button>
    ),
  }),
];

/** /supervisorDashboard/logbooks: the entries waiting for a signature, then absence requests. */
export function LogbooksPage() {
  const t = useT();
  const { query, rows, server } = usePagedQuery({
    queryKey: supervisorKeys.logbooks,
    fetchPage: getWaitingLogbookPage,
    failureMessage: logbookReviewMessages.couldNotGetLogbooks,
  });
  const columns = useMemo(() => columnsFor(t), [t]);

  if (query.isPending) return <LoadingScreen />;
  return (
    <Stack spacing={4}>
      <div>
        <PageTitle>{t('Logbooks')}</PageTitle>
        {/* Named: the absence requests' table below has a pager of its own (landmark-unique). */}
        <DataTable
          label={t('Logbooks')}
          columns={columns}
          data={rows}
          server={server}
          getRowId={(entry) => String(entry.Id)}
        />
      </div>
      <AbsenceRequestsSection />
    </Stack>
  );
}
