import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useT } from 'shared-api';
import { dayIn, formatDayHeading, type BookableSlot } from 'shared-api/interview-booking';
import { SlotTime } from './slot-time';

export interface SlotChoiceProps {
  slots: BookableSlot[];
  timeZone: string;
  /** 'Book this time' or 'Move to this time', in the language on screen. */
  submitLabel: string;
  pending: boolean;
  onChoose: (slot: number) => Promise<boolean>;
}

/** The free times by day (the firm's calendar), one to pick, and the button that books it. */
export function SlotChoice({ slots, timeZone, submitLabel, pending, onChoose }: SlotChoiceProps) {
  const t = useT();
  const name = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const days = new Map<string, BookableSlot[]>();
  for (const slot of slots) {
    const day = dayIn(slot.StartsAt, timeZone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  const available = chosen !== null && slots.some((slot) => slot.id === chosen);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen === null) return;
        // Booked or refused, the list is read again: no choice of a time that may be gone.
        void onChoose(chosen).then(() => setChosen(null));
      }}
    >
      {[...days].map(([day, daySlots]) => (
        <Box component="fieldset" key={day} sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 'bold', mb: 0.5 }}>
            {formatDayHeading(day)}
          </Typography>
          {daySlots.map((slot) => (
            <FormControlLabel
              key={slot.id}
              sx={{ display: 'flex', alignItems: 'flex-start', mr: 0, mb: 0.5 }}
              control={
                <Radio
                  name={name}
                  value={String(slot.id)}
                  checked={chosen === slot.id}
                  onChange={() => setChosen(slot.id)}
                  sx={{ pt: 0.5 }}
                />
              }
              label={<SlotTime slot={slot} timeZone={timeZone} />}
            />
          ))}
        </Box>
      ))}
      <Button type="submit" variant="contained" disabled={!available || pending}>
        {submitLabel}
      </Button>
      {!available && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('Choose a time first.')}
        </Typography>
      )}
    </Box>
  );
}
