import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { formatDate, useT } from 'shared-api';
import { logbookMessages } from 'shared-api/logbook';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { LoadRefusal, PageTitle } from 'shared-ui/layout';
import { useParams } from 'shared-ui/router';
import { CountersignatureNote } from 'shared-ui/visits';
import { internPaths } from '../../../api/paths';
import { WaitingToSend } from '../../../components/waiting-to-send';
import { useWaitingChanges } from '../../../hooks/use-kept-changes';
import { isChangeOfWeek, withWaitingChanges } from '../api/kept-week';
import { logbookWeekQuery } from '../api/logbook-queries';
import { LogbookStateBadge } from './logbook-state-badge';
import { ReturnHistory } from 'shared-ui/logbook-files';
import { WeekFiles } from './week-files';
import { WeekForm } from './week-form';

/** /internDashboard/logbook/{weekStart}: the week's entry, written until it is submitted. */
export function WeekPage() {
  const t = useT();
  const { weekStart = '' } = useParams();
  const query = useQuery(logbookWeekQuery(weekStart));
  useQueryFailure(query.error, logbookMessages.couldNotGetWeek);
  const waiting = useWaitingChanges(isChangeOfWeek(weekStart));

  if (query.isPending) return <LoadingScreen />;
  const entry = query.data && withWaitingChanges(query.data, waiting);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
      <Stack spacing={2}>
        <PageTitle>{t('Week of {date}', { date: formatDate(weekStart) })}</PageTitle>
        {entry ? (
          <>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <LogbookStateBadge state={entry.State} />
              {waiting.length > 0 && <WaitingToSend />}
            </Stack>
            {entry.State === 'returned' && (
              <Alert severity="warning">
                {t('Returned: {remark}', { remark: entry.Remark ?? '' })}
              </Alert>
            )}
            {entry.State === 'signed' && (
              <Alert severity="success">
                {t('Signed by {name} on {date}', {
                  name: entry.ReviewerName ?? '',
                  date: formatDate(entry.ReviewedAt ?? ''),
                })}
              </Alert>
            )}
            <CountersignatureNote countersignature={entry.Countersignature} />
            <ReturnHistory returns={entry.Returns} />
            {/* A new form when the state changes: a submitted week turns read-only. */}
            <WeekForm key={`${entry.WeekStart} ${entry.State}`} entry={entry} />
            <WeekFiles entry={entry} />
          </>
        ) : (
          <LoadRefusal
            error={query.error}
            catalogueMessage={logbookMessages.couldNotGetWeek}
            backTo={internPaths.logbook}
            backLabel={t('Back to Logbook')}
          />
        )}
      </Stack>
    </Paper>
  );
}
