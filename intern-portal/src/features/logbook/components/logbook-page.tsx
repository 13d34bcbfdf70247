import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { formatDate, useCurrentUserId, useT, type LogbookWeek, type Translate } from 'shared-api';
import { formatDateRange, LOGBOOK_STATE_LABELS, logbookMessages } from 'shared-api/logbook';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { PageTitle } from 'shared-ui/layout';
import { Link } from 'shared-ui/router';
import { createColumnHelper, DataTable } from 'shared-ui/table';
import { VisitsQuerySection } from 'shared-ui/visits';
import { internPaths } from '../../../api/paths';
import { logbookWeeksQuery } from '../api/logbook-queries';
import { myVisitsQuery } from '../api/visits-query';
import { LogbookStateBadge } from './logbook-state-badge';
import { DownloadLogbookButton } from './download-logbook-button';

const column = createColumnHelper<LogbookWeek>();

/** The week list's columns in the language on screen (its states as the search finds them). */
const columnsIn = (t: Translate) => [
  column.accessor((week) => formatDateRange(week.WeekStart, week.WeekEnd), {
    id: 'Week',
    header: t('Week'),
    sortingFn: (a, b) => a.original.WeekStart.localeCompare(b.original.WeekStart),
  }),
  column.accessor((week) => week.Hours ?? '', { id: 'Hours', header: t('Hours') }),
  column.accessor((week) => t(LOGBOOK_STATE_LABELS[week.State]), {
    id: 'State',
    header: t('State'),
    cell: ({ row: { original } }) => <LogbookStateBadge state={original.State} />,
  }),
  column.accessor((week) => week.Remark ?? '', { id: 'Remark', header: t('Remark') }),
  column.display({
    id: 'action',
    meta: { actions: true },
    header: t('Action'),
    cell: ({ row: { original } }) => (
      <Button
        size="small"
        variant="contained"
        component={Link}
        to={internPaths.logbookWeek(original.WeekStart)}
        aria-label={t('Open week of {date}', { date: formatDate(original.WeekStart) })}
      >
        {t('Open')}
      </Button>
    ),
  }),
];

/**
 * /internDashboard/logbook: the internship's weeks and their states, the academic supervisor's
 * workplace visits, and below them what the route passes (the absence requests, a feature of
 * their own).
 */
export function LogbookPage({ absences }: { absences?: ReactNode }) {
  const t = useT();
  const userId = useCurrentUserId() ?? 0;
  const columns = useMemo(() => columnsIn(t), [t]);
  const query = useQuery(logbookWeeksQuery());
  useQueryFailure(query.error, logbookMessages.couldNotGetLogbook);

  if (query.isPending) return <LoadingScreen />;
  return (
    <>
      <PageTitle>{t('Logbook')}</PageTitle>
      <Stack spacing={3}>
        {query.data && (
          <Typography color="text.secondary">
            {t('Internship: {start} – {end}', {
              start: formatDate(query.data.StartsOn),
              end: formatDate(query.data.EndsOn),
            })}
          </Typography>
        )}
        {query.data?.Weeks.some((week) => week.State === 'signed') && <DownloadLogbookButton />}
        {/* A week's state is what a phone is opened for: no column of it out of sight. */}
        <DataTable
          columns={columns}
          data={query.data?.Weeks ?? []}
          getRowId={(week) => week.WeekStart}
          stackOnPhone
        />
        <VisitsQuerySection query={myVisitsQuery(userId)} />
        {absences}
      </Stack>
    </>
  );
}
