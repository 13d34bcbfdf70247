import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  formatDateTime,
  m,
  useT,
  type Translate,
  type ApplicationHistoryEntry,
  type HistoryEmailState,
  type HistoryFile,
} from 'shared-api';
import { formatApplicationStatus } from 'shared-ui/badges';
import { applicationHistoryQuery } from '../../../api/pipeline-queries';

const EMAIL_TEXT: Record<HistoryEmailState, string> = {
  sent: m('Email sent'),
  queued: m('Email not sent yet, queued for retry'),
  failed: m('Email failed'),
  logged: m('Email written to the server log (no mail server)'),
};

export const HISTORY_FAILURE = m('The history of this application could not be loaded.');

const FILE_OPENED: Record<HistoryFile, string> = {
  Cv: m('CV opened'),
  AttachmentLetter: m('University letter opened'),
};

/** Issue 87's booking entries: what happened (the statuses follow when they changed). */
const BOOKING_TEXT: Partial<Record<ApplicationHistoryEntry['Kind'], string>> = {
  'invited-to-book': m('Invited to book'),
  booked: m('Interview booked'),
  rescheduled: m('Interview rescheduled'),
  'booking-cancelled': m('Booking cancelled'),
  'did-not-attend': m('Did not attend'),
};

/** The applicant books, moves and cancels from their link: nobody signed in. */
const BY_APPLICANT = new Set(['booked', 'rescheduled', 'booking-cancelled']);

const TITLE_ID = 'application-history-title';

function who(t: Translate, entry: ApplicationHistoryEntry): string {
  if (entry.By) return t('by {name}', { name: entry.By.Name });
  // An erasure nobody signed in made came from the applicant's e-mailed link.
  return entry.FromStatus === null || entry.Kind === 'erased' || BY_APPLICANT.has(entry.Kind)
    ? t('by the applicant')
    : t('by the system');
}

function change(t: Translate, entry: ApplicationHistoryEntry): string {
  if (entry.Kind === 'erased') return t('Personal data erased');
  if (entry.Kind === 'exported') return t('Personal data exported');
  if (entry.Kind === 'file-opened')
    return entry.File ? t(FILE_OPENED[entry.File]) : t('File opened');
  const to = t(formatApplicationStatus(entry.ToStatus));
  const booking = BOOKING_TEXT[entry.Kind];
  if (booking) {
    const from = entry.FromStatus;
    return from !== null && from !== entry.ToStatus
      ? `${t(booking)} (${t(formatApplicationStatus(from))} → ${to})`
      : t(booking);
  }
  return entry.FromStatus === null
    ? t('Applied ({status})', { status: to })
    : `${t(formatApplicationStatus(entry.FromStatus))} → ${to}`;
}

/**
 * Each status change, oldest first: when, by whom, and whether its e-mail went; and each time
 * an administrator opened the CV or the letter or downloaded a copy of the person's data, and
 * the erasure of the personal data.
 */
export function ApplicationHistory({ applicationId }: { applicationId: string }) {
  const t = useT();
  const query = useQuery(applicationHistoryQuery(applicationId));
  return (
    <section aria-labelledby={TITLE_ID}>
      <Typography id={TITLE_ID} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('History')}
      </Typography>
      {query.isPending && <Typography color="text.secondary">{t('Loading history...')}</Typography>}
      {/* No catalogue message fits; an inline note keeps the details above usable. */}
      {query.isError && <Alert severity="warning">{t(HISTORY_FAILURE)}</Alert>}
      {query.data && query.data.length === 0 && (
        <Typography color="text.secondary">{t('No changes recorded')}</Typography>
      )}
      {query.data && query.data.length > 0 && (
        <List component="ol" dense aria-labelledby={TITLE_ID}>
          {query.data.map((entry) => (
            <ListItem key={entry.id} divider>
              <ListItemText
                primary={change(t, entry)}
                secondary={[
                  formatDateTime(entry.At),
                  who(t, entry),
                  // Only a status change sends (or not) an e-mail.
                  ...(entry.Kind === 'status' || entry.Email
                    ? [entry.Email ? t(EMAIL_TEXT[entry.Email]) : t('No email')]
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
