import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, useT, type LogbookReview } from 'shared-api';
import { formatDateRange, logbookReviewMessages } from 'shared-api/logbook';
import { returnLogbookEntrySchema } from 'shared-api/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { LoadRefusal, PageTitle } from 'shared-ui/layout';
import { LogbookFilesSection, ReturnHistory } from 'shared-ui/logbook-files';
import { useParams } from 'shared-ui/router';
import { supervisorPaths } from '../../../api/paths';
import { logbookReviewQuery } from '../api/logbook-review-queries';
import { useReturnEntry, useSignEntry } from '../hooks/use-entry-decisions';
import { EntryDetails } from './entry-details';
import { EntryState } from './entry-state';
import { RemarkDialog } from './remark-dialog';
import { WeekTasksTable } from './week-tasks-table';

const returnResolver = zodResolver(returnLogbookEntrySchema);

/** Sign, or Return with a remark: only while the entry waits (a signed one is final). */
function Decisions({ entry }: { entry: LogbookReview }) {
  const t = useT();
  const sign = useSignEntry(entry.Id);
  const returning = useReturnEntry(entry.Id);
  const [askingRemark, setAskingRemark] = useState(false);
  const busy = sign.pendingId !== undefined || returning.isPending;
  return (
    <Stack direction="row" spacing={2}>
      <Button variant="contained" disabled={busy} onClick={() => void sign.run(undefined)}>
        {t('Sign')}
      </Button>
      <Button variant="outlined" disabled={busy} onClick={() => setAskingRemark(true)}>
        {t('Return')}
      </Button>
      {askingRemark && (
        <RemarkDialog
          title={t('Return Entry')}
          subject={`${entry.InternName}, ${formatDateRange(entry.WeekStart, entry.WeekEnd)}`}
          confirmText={t('Return')}
          resolver={returnResolver}
          required
          send={(payload, form) => returning.submit({ Remark: payload.Remark ?? '' }, form)}
          onClose={() => setAskingRemark(false)}
        />
      )}
    </Stack>
  );
}

/** /supervisorDashboard/logbooks/{id}: an intern's week, with their tasks of that week. */
export function LogbookReviewPage() {
  const t = useT();
  const { id = '' } = useParams();
  const query = useQuery(logbookReviewQuery(id));
  useQueryFailure(query.error, logbookReviewMessages.couldNotGetLogbookEntry);

  if (query.isPending) return <LoadingScreen />;
  const entry = query.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <PageTitle>
        {entry ? t('Week of {date}', { date: formatDate(entry.WeekStart) }) : t('Logbook entry')}
      </PageTitle>
      {entry ? (
        <>
          <EntryState entry={entry} />
          <ReturnHistory returns={entry.Returns} />
          <EntryDetails entry={entry} />
          <LogbookFilesSection files={entry.Attachments} />
          <WeekTasksTable tasks={entry.Tasks} />
          {entry.State === 'submitted' && <Decisions entry={entry} />}
        </>
      ) : (
        <LoadRefusal
          error={query.error}
          catalogueMessage={logbookReviewMessages.couldNotGetLogbookEntry}
          backTo={supervisorPaths.logbooks}
          backLabel={t('Back to Logbooks')}
        />
      )}
    </Stack>
  );
}
