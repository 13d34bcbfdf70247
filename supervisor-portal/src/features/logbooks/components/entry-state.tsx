import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime, useT, type LogbookReview } from 'shared-api';
import { CountersignatureNote } from 'shared-ui/visits';

/**
 * Where the entry stands: waiting since when, returned with what remark, or signed by whom (and
 * countersigned by the intern's academic supervisor).
 */
export function EntryState({ entry }: { entry: LogbookReview }) {
  const t = useT();
  if (entry.State === 'signed') {
    return (
      <>
        <Alert severity="success">
          {t('Signed by {name} on {date}', {
            name: entry.ReviewerName,
            date: formatDate(entry.ReviewedAt ?? ''),
          })}
        </Alert>
        <CountersignatureNote countersignature={entry.Countersignature} />
      </>
    );
  }
  if (entry.State === 'returned') {
    return <Alert severity="info">{t('Returned: {remark}', { remark: entry.Remark })}</Alert>;
  }
  if (entry.State === 'submitted' && entry.SubmittedAt) {
    return (
      <Typography>{t('Submitted {when}', { when: formatDateTime(entry.SubmittedAt) })}</Typography>
    );
  }
  return null;
}
