import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useT } from 'shared-api';
import { timeRangeIn, type InterviewSlot, type SlotBooking } from 'shared-api/interview-booking';
import { ToneChip } from 'shared-ui/badges';

export interface SlotCardProps {
  slot: InterviewSlot;
  timeZone: string;
  /** Now, to offer "Did not attend" once a slot has started. */
  now: number;
  onCancel: (slot: InterviewSlot) => void;
  cancelling: boolean;
  onDidNotAttend: (booking: SlotBooking) => void;
  markingId: unknown;
}

/** One slot of the week: its time, where, who interviews, who booked it and what is free. */
export function SlotCard({
  slot,
  timeZone,
  now,
  onCancel,
  cancelling,
  onDidNotAttend,
  markingId,
}: SlotCardProps) {
  const t = useT();
  const time = timeRangeIn(slot.StartsAt, slot.EndsAt, timeZone);
  const started = Date.parse(slot.StartsAt) <= now;
  const state = slot.Cancelled
    ? { tone: 'grey' as const, label: t('Cancelled') }
    : slot.Free === 0
      ? { tone: 'orange' as const, label: t('Full') }
      : {
          tone: 'green' as const,
          label: t('{free} of {capacity} free', { free: slot.Free, capacity: slot.Capacity }),
        };
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={time}
      sx={{ p: 1.5, overflowWrap: 'anywhere' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
        <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 'bold' }}>
          {time}
        </Typography>
        <ToneChip tone={state.tone} label={state.label} />
      </Box>
      {slot.Position && <Typography variant="body2">{slot.Position.Name}</Typography>}
      {slot.Place && <Typography variant="body2">{slot.Place}</Typography>}
      {slot.VideoLink && (
        <Typography variant="body2">
          <Link href={slot.VideoLink} target="_blank" rel="noreferrer">
            {t('Video call')}
          </Link>
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('Interviewers: {names}', { names: slot.Interviewers.map((one) => one.Name).join(', ') })}
      </Typography>
      {slot.Bookings.length > 0 && (
        <Box component="ul" sx={{ pl: 2, my: 0.5 }} aria-label={t('Booked by')}>
          {slot.Bookings.map((booking) => (
            <li key={booking.id}>
              <Typography variant="body2" component="span">
                {booking.Name}
              </Typography>
              {booking.Status === 'did-not-attend' ? (
                <ToneChip tone="grey" size="small" label={t('Did not attend')} sx={{ ml: 1 }} />
              ) : (
                started && (
                  <Button
                    size="small"
                    onClick={() => onDidNotAttend(booking)}
                    disabled={markingId === booking.id}
                    aria-label={t('Did not attend: {name}', { name: booking.Name })}
                  >
                    {t('Did not attend')}
                  </Button>
                )
              )}
            </li>
          ))}
        </Box>
      )}
      {!slot.Cancelled && !started && (
        <Button
          size="small"
          color="error"
          onClick={() => onCancel(slot)}
          disabled={cancelling}
          aria-label={t('Cancel slot {time}', { time })}
        >
          {t('Cancel slot')}
        </Button>
      )}
    </Paper>
  );
}
