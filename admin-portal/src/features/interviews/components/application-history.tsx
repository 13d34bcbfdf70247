import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  formatDateTime,
  type ApplicationHistoryEntry,
  type HistoryEmailState,
  type HistoryFile,
} from 'shared-api';
import { formatApplicationStatus } from 'shared-ui/badges';
import { applicationHistoryQuery } from '../../../api/pipeline-queries';

const EMAIL_TEXT: Record<HistoryEmailState, string> = {
  sent: 'Email sent',
  queued: 'Email not sent yet, queued for retry',
  failed: 'Email failed',
  logged: 'Email written to the server log (no mail server)',
};

export const HISTORY_FAILURE = 'The history of this application could not be loaded.';

const FILE_OPENED: Record<HistoryFile, string> = {
  Cv: 'CV opened',
  AttachmentLetter: 'University letter opened',
};

function who(entry: ApplicationHistoryEntry): string {
  if (entry.By) return `by ${entry.By.Name}`;
  // An erasure nobody signed in made came from the applicant's e-mailed link.
  return entry.FromStatus === null || entry.Kind === 'erased'
    ? 'by the applicant'
    : 'by the system';
}

function change(entry: ApplicationHistoryEntry): string {
  if (entry.Kind === 'erased') return 'Personal data erased';
  if (entry.Kind === 'exported') return 'Personal data exported';
  if (entry.Kind === 'file-opened') return entry.File ? FILE_OPENED[entry.File] : 'File opened';
  const to = formatApplicationStatus(entry.ToStatus);
  return entry.FromStatus === null
    ? `Applied (${to})`
    : `${formatApplicationStatus(entry.FromStatus)} → ${to}`;
}

/**
 * Each status change, oldest first: when, by whom, and whether its e-mail went; and each time
 * an administrator opened the CV or the letter or downloaded a copy of the person's data, and
 * the erasure of the personal data.
 */
export function ApplicationHistory({ applicationId }: { applicationId: string }) {
  const query = useQuery(applicationHistoryQuery(applicationId));
  return (
    <section aria-labelledby="application-history-title">
      <Typography id="application-history-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        History
      </Typography>
      {query.isPending && <Typography color="text.secondary">Loading history...</Typography>}
      {/* No catalogue message fits; an inline note keeps the details above usable. */}
      {query.isError && <Alert severity="warning">{HISTORY_FAILURE}</Alert>}
      {query.data && query.data.length === 0 && (
        <Typography color="text.secondary">No changes recorded</Typography>
      )}
      {query.data && query.data.length > 0 && (
        <List component="ol" dense aria-labelledby="application-history-title">
          {query.data.map((entry) => (
            <ListItem key={entry.id} divider>
              <ListItemText
                primary={change(entry)}
                secondary={[
                  formatDateTime(entry.At),
                  who(entry),
                  // Only a status change sends (or not) an e-mail.
                  ...(entry.Kind === 'status' || entry.Email
                    ? [entry.Email ? EMAIL_TEXT[entry.Email] : 'No email']
                    : []),
                ].join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
