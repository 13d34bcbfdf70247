import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDate, type LogbookWeek } from 'shared-api';
import { formatDateRange, LOGBOOK_STATE_LABELS, logbookMessages } from 'shared-api/logbook';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { PageTitle } from 'shared-ui/layout';
import { Link } from 'shared-ui/router';
import { createColumnHelper, DataTable } from 'shared-ui/table';
import { internPaths } from '../../../api/paths';
import { logbookWeeksQuery } from '../api/logbook-queries';
import { LogbookStateBadge } from './logbook-state-badge';
import { DownloadLogbookButton } from './download-logbook-button';

const column = createColumnHelper<LogbookWeek>();

const columns = [
  column.accessor((week) => formatDateRange(week.WeekStart, week.WeekEnd), {
    id: 'Week',
    header: 'Week',
    sortingFn: (a, b) => a.original.WeekStart.localeCompare(b.original.WeekStart),
  }),
  column.accessor((week) => week.Hours ?? '', { id: 'Hours', header: 'Hours' }),
  column.accessor((week) => LOGBOOK_STATE_LABELS[week.State], {
    id: 'State',
    header: 'State',
    cell: ({ row: { original } }) => <LogbookStateBadge state={original.State} />,
  }),
  column.accessor((week) => week.Remark ?? '', { id: 'Remark', header: 'Remark' }),
  column.display({
    id: 'action',
    meta: { actions: true },
    header: 'Action',
    cell: ({ row: { original } }) => (
      <Button
        size="small"
        variant="contained"
        component={Link}
        to={internPaths.logbookWeek(original.WeekStart)}
        aria-label={`Open week of ${formatDate(original.WeekStart)}`}
      >
        Open
      </Button>
    ),
  }),
];

/**
 * /internDashboard/logbook: the internship's weeks and their states, and below them what the
 * route passes (the absence requests, a feature of their own).
 */
export function LogbookPage({ absences }: { absences?: ReactNode }) {
  const query = useQuery(logbookWeeksQuery());
  useQueryFailure(query.error, logbookMessages.couldNotGetLogbook);

  if (query.isPending) return <LoadingScreen />;
  return (
    <>
      <PageTitle>Logbook</PageTitle>
      <Stack spacing={3}>
        {query.data && (
          <Typography color="text.secondary">
            Internship: {formatDate(query.data.StartsOn)} – {formatDate(query.data.EndsOn)}
          </Typography>
        )}
        {query.data?.Weeks.some((week) => week.State === 'signed') && <DownloadLogbookButton />}
        <DataTable
          columns={columns}
          data={query.data?.Weeks ?? []}
          getRowId={(week) => week.WeekStart}
        />
        {absences}
      </Stack>
    </>
  );
}
