import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime, useT } from 'shared-api';
import { interviewBookingMessages, type BookingLink } from 'shared-api/interview-booking';
import { LoadingScreen } from 'shared-ui/feedback';
import { useParams } from 'shared-ui/router';
import { publicPaths } from '../../../api/paths';
import { FormPage } from '../../../components/form-page';
import { useBooking } from '../hooks/use-booking';
import { SlotChoice } from './slot-choice';
import { SlotTime } from './slot-time';

const BOOKED_TITLE_ID = 'booked-interview-title';

/** The booked interview: when (both zones), where, and until when it may be changed here. */
function BookedInterview({
  link,
  pending,
  onReschedule,
  onCancel,
}: {
  link: BookingLink;
  pending: boolean;
  onReschedule: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const booking = link.Booking;
  if (!booking) return null;
  return (
    <Box component="section" aria-labelledby={BOOKED_TITLE_ID}>
      <Typography id={BOOKED_TITLE_ID} component="h2" variant="h6" gutterBottom>
        {t('Your interview')}
      </Typography>
      <SlotTime slot={booking} timeZone={link.TimeZone} withDay />
      {booking.VideoLink && (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          <Link href={booking.VideoLink} target="_blank" rel="noreferrer">
            {t('Join the video call')}
          </Link>
        </Typography>
      )}
      {booking.CanChange ? (
        <>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('You can reschedule or cancel until {time}.', {
              time: formatDateTime(booking.ChangeUntil),
            })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="contained" onClick={onReschedule} disabled={pending}>
              {t('Reschedule')}
            </Button>
            <Button variant="outlined" color="error" onClick={onCancel} disabled={pending}>
              {t('Cancel interview')}
            </Button>
          </Stack>
        </>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t(
            'Your interview is less than {hours} hours away: it can no longer be changed here. Please contact us.',
            { hours: link.CutOffHours },
          )}
        </Typography>
      )}
    </Box>
  );
}

/**
 * /book/{token} (issue 87): the personal link an invited applicant is e-mailed. Without an
 * account: the free times by day in the firm's zone (and the browser's, where it differs), one to
 * book; then the booked interview, to reschedule or cancel until the cut-off. A forged, expired or
 * closed link says so and offers nothing.
 */
export function BookingPage() {
  const t = useT();
  const { token = '' } = useParams();
  const { query, refusal, failed, outcome, pending, book, move, cancel } = useBooking(token);
  const [moving, setMoving] = useState(false);

  if (query.isPending) return <LoadingScreen />;
  const link = query.data;
  const links = [{ to: publicPaths.landing, label: t('Home') }];
  const zoneNote = link && t('Times are in {zone} time.', { zone: link.TimeZone });

  return (
    <FormPage title={t('Book your interview')} links={links}>
      <Stack spacing={2}>
        {refusal && (
          <Alert severity="error">
            {refusal} {t('Nothing was changed.')}
          </Alert>
        )}
        {failed && (
          <Alert severity="error">{t(interviewBookingMessages.couldNotOpenBookingLink)}</Alert>
        )}
        {outcome && (
          <Alert
            severity={outcome.kind === 'done' ? 'success' : 'warning'}
            role={outcome.kind === 'done' ? 'status' : 'alert'}
          >
            {outcome.message}
          </Alert>
        )}
        {link && (
          <Typography>
            {link.Intake
              ? t('{name}, {position}, {intake}', {
                  name: link.Name,
                  position: link.Position,
                  intake: link.Intake,
                })
              : t('{name}, {position}', { name: link.Name, position: link.Position })}
          </Typography>
        )}
        {link?.State === 'closed' && (
          <Alert severity="info">
            {t(
              'There is nothing to book with this link: your application has moved on. We will write to you by e-mail.',
            )}
          </Alert>
        )}
        {link?.State === 'booked' && (
          <BookedInterview
            link={link}
            pending={pending}
            onReschedule={() => setMoving(true)}
            onCancel={() => void cancel().then((done) => done && setMoving(false))}
          />
        )}
        {link && (link.State === 'open' || (link.State === 'booked' && moving)) && (
          <Box component="section" aria-label={t('Free times')}>
            <Typography component="h2" variant="h6">
              {link.State === 'booked' ? t('Choose a new time') : t('Choose a time')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {zoneNote}
            </Typography>
            {link.Slots.length === 0 ? (
              <Typography>
                {t('No free times right now. Please open this link again later.')}
              </Typography>
            ) : (
              <SlotChoice
                slots={link.Slots}
                timeZone={link.TimeZone}
                pending={pending}
                submitLabel={link.State === 'booked' ? t('Move to this time') : t('Book this time')}
                onChoose={(slot) =>
                  (link.State === 'booked' ? move(slot) : book(slot)).then((done) => {
                    if (done) setMoving(false);
                    return done;
                  })
                }
              />
            )}
            {link.More && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('Later times show here as these fill up.')}
              </Typography>
            )}
            {link.State === 'booked' && (
              <Button sx={{ mt: 1 }} onClick={() => setMoving(false)}>
                {t('Keep my interview')}
              </Button>
            )}
          </Box>
        )}
      </Stack>
    </FormPage>
  );
}
