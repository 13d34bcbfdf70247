import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime, type LogbookReview } from 'shared-api';

/** Where the entry stands: waiting since when, returned with what remark, or signed by whom. */
export function EntryState({ entry }: { entry: LogbookReview }) {
  if (entry.State === 'signed') {
    return (
      <Alert severity="success">
        Signed by {entry.ReviewerName} on {formatDate(entry.ReviewedAt ?? '')}
      </Alert>
    );
  }
  if (entry.State === 'returned') {
    return <Alert severity="info">Returned: {entry.Remark}</Alert>;
  }
  if (entry.State === 'submitted' && entry.SubmittedAt) {
    return <Typography>Submitted {formatDateTime(entry.SubmittedAt)}</Typography>;
  }
  return null;
}
