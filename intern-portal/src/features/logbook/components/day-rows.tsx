import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';
import { m, useT, type LogbookDay } from 'shared-api';
import type { DayChoice, LogbookEntryForm, LogbookEntryPayload } from 'shared-api/forms';
import { dayLabel } from '../api/week-days';

export const EXCUSED_TEXT = m('Excused (approved absence)');
export const NOT_WORKING_TEXT = m('Not a working day of the internship');

interface DayRowsProps {
  days: LogbookDay[];
  control: Control<LogbookEntryForm, unknown, LogbookEntryPayload>;
  readOnly: boolean;
  /** The server's refusal of the days as a whole (a 422 naming `Days`). */
  error?: string;
}

/** One row per day, Monday to Friday: Present / Absent, or why there is nothing to tick. */
export function DayRows({ days, control, readOnly, error }: DayRowsProps) {
  const t = useT();
  return (
    <Stack spacing={1.5} component="section" aria-label={t('Days attended')}>
      {days.map((day, index) => (
        <Stack
          key={day.Date}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 2 }}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Typography sx={{ minWidth: 190 }}>{dayLabel(day.Date)}</Typography>
          {!day.Expected ? (
            <Typography color="text.secondary">{t(NOT_WORKING_TEXT)}</Typography>
          ) : day.Excused ? (
            <Typography color="text.secondary">{t(EXCUSED_TEXT)}</Typography>
          ) : (
            <Controller
              control={control}
              name={`Days.${index}`}
              render={({ field, fieldState }) => (
                <div>
                  <ToggleButtonGroup
                    exclusive
                    size="small"
                    color="primary"
                    aria-label={dayLabel(day.Date)}
                    value={field.value || null}
                    disabled={readOnly}
                    onChange={(_, next: DayChoice | null) => field.onChange(next ?? '')}
                  >
                    <ToggleButton value="present" sx={{ textTransform: 'none' }}>
                      {t('Present')}
                    </ToggleButton>
                    <ToggleButton value="absent" sx={{ textTransform: 'none' }}>
                      {t('Absent')}
                    </ToggleButton>
                  </ToggleButtonGroup>
                  {fieldState.error?.message && (
                    <FormHelperText error>{t(fieldState.error.message)}</FormHelperText>
                  )}
                </div>
              )}
            />
          )}
        </Stack>
      ))}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
