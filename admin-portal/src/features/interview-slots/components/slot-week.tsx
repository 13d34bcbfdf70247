import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from 'shared-api';
import {
  dayIn,
  formatDayHeading,
  weekDays,
  type InterviewSlot,
  type SlotBooking,
  type SlotWeek as Week,
} from 'shared-api/interview-booking';
import { SlotCard } from './slot-card';

export interface SlotWeekProps {
  week: Week;
  now: number;
  onCancel: (slot: InterviewSlot) => void;
  cancellingId: unknown;
  onDidNotAttend: (booking: SlotBooking) => void;
  markingId: unknown;
}

/**
 * The week's days, Monday to Sunday in the firm's zone, each with its slots: side by side on a
 * wide screen, one under the other on a narrower one (a phone scrolls down, never sideways).
 */
export function SlotWeek({
  week,
  now,
  onCancel,
  cancellingId,
  onDidNotAttend,
  markingId,
}: SlotWeekProps) {
  const t = useT();
  const byDay = new Map<string, InterviewSlot[]>();
  for (const slot of week.Slots) {
    const day = dayIn(slot.StartsAt, week.TimeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(7, minmax(0, 1fr))',
        },
      }}
    >
      {weekDays(week.Week.From).map((day) => {
        const slots = byDay.get(day) ?? [];
        const headingId = `slots-${day}`;
        return (
          <Box component="section" key={day} aria-labelledby={headingId} sx={{ minWidth: 0 }}>
            <Typography
              id={headingId}
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 'bold', mb: 1 }}
            >
              {formatDayHeading(day)}
            </Typography>
            {slots.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('No slots')}
              </Typography>
            ) : (
              <Box sx={{ display: 'grid', gap: 1 }}>
                {slots.map((slot) => (
                  <SlotCard
                    key={slot.id}
                    slot={slot}
                    timeZone={week.TimeZone}
                    now={now}
                    onCancel={onCancel}
                    cancelling={cancellingId === slot.id}
                    onDidNotAttend={onDidNotAttend}
                    markingId={markingId}
                  />
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
