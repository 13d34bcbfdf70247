import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from 'shared-api';
import {
  browserTimeZone,
  dayIn,
  formatMomentIn,
  sameClock,
  timeIn,
  timeRangeIn,
} from 'shared-api/interview-booking';

export interface SlotTimeProps {
  slot: {
    StartsAt: string;
    EndsAt: string;
    Place: string | null;
    Online?: boolean;
    VideoLink?: string | null;
  };
  timeZone: string;
  /** With its day (the booked interview), not under a day's heading. */
  withDay?: boolean;
}

/**
 * A time in the firm's zone and, where the browser's clock reads otherwise, in the browser's
 * too ('07:00–07:30 your time, Europe/London'); then where it is.
 */
export function SlotTime({ slot, timeZone, withDay = false }: SlotTimeProps) {
  const t = useT();
  const own = browserTimeZone();
  // With its day when asked, or when that day is not the heading's (another zone's).
  const inZone = (zone: string, day: boolean) =>
    day
      ? `${formatMomentIn(slot.StartsAt, zone)}–${timeIn(slot.EndsAt, zone)}`
      : timeRangeIn(slot.StartsAt, slot.EndsAt, zone);
  const firm = inZone(timeZone, withDay);
  const online = slot.Online ?? Boolean(slot.VideoLink);
  const where = [slot.Place, online ? t('Video call') : null].filter(Boolean).join(' · ');
  const line = where ? `${firm} · ${where}` : firm;
  return (
    <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      <Typography component="span" sx={{ display: 'block' }}>
        {line}
      </Typography>
      {!sameClock(slot.StartsAt, timeZone, own) && (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {t('{time} your time ({zone})', {
            time: inZone(
              own,
              withDay || dayIn(slot.StartsAt, own) !== dayIn(slot.StartsAt, timeZone),
            ),
            zone: own,
          })}
        </Typography>
      )}
    </Box>
  );
}
