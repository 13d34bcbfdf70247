import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { formatDate, INTL_LOCALES, m, useLanguage, useT, type Position } from 'shared-api';
import { interviewBookingMessages } from 'shared-api/interview-booking';
import { slotFormSchema, slotRules, type SlotFormValues } from 'shared-api/interview-slot-form';
import { useQueryFailure } from 'shared-ui/feedback';
import { DialogForm } from '../../../components/dialog-form';
import { intakesQuery } from '../../../api/intake-queries';
import { NO_INTAKE } from '../../../hooks/use-intake-choice';
import { interviewersQuery } from '../api/slot-queries';

export interface SlotFormProps {
  defaultValues: SlotFormValues;
  /** Every position, for the default intake (no intake). */
  positions: Position[];
  /** The refusal of the series as a whole (its count), from the server. */
  refusal: string | null;
  onSubmit: (values: SlotFormValues, form: UseFormReturn<SlotFormValues>) => Promise<unknown>;
  onClose: () => void;
}

const ROLE_TEXT = { ADM: m('Administrator'), SUP: m('Supervisor') } as const;

/** ISO weekdays 1 (Monday) .. 7 (Sunday), named in the language on screen. */
function useWeekdays() {
  const language = useLanguage();
  const name = new Intl.DateTimeFormat(INTL_LOCALES[language], {
    weekday: 'long',
    timeZone: 'UTC',
  });
  // 2024-01-01 was a Monday.
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    label: name.format(Date.UTC(2024, 0, day)),
  }));
}

/**
 * The slots' form: one slot or a series (days, times, length, gap, weekdays), where (a place or
 * a video-call link), who interviews and how many each slot takes. Times are the firm's.
 */
export function SlotForm({ defaultValues, positions, refusal, onSubmit, onClose }: SlotFormProps) {
  const t = useT();
  const form = useForm<SlotFormValues>({ resolver: zodResolver(slotFormSchema), defaultValues });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const submit = handleSubmit((values) => onSubmit(values, form));
  const [mode, intake, firstDay, lastDay, day] = useWatch({
    control,
    name: ['Mode', 'Intake', 'FirstDay', 'LastDay', 'Day'],
  });
  const intakes = useQuery(intakesQuery()).data ?? [];
  const interviewers = useQuery(interviewersQuery());
  useQueryFailure(interviewers.error, interviewBookingMessages.couldNotGetInterviewers);
  const weekdays = useWeekdays();
  const offered =
    intake === NO_INTAKE
      ? positions
      : (intakes.find((one) => String(one.id) === intake)?.Positions ?? []);

  // An error is a marked text or, with values, one already in the language on screen.
  const error = (name: keyof SlotFormValues) => {
    const message = errors[name]?.message;
    return message ? t(message) : undefined;
  };
  const field = (name: keyof SlotFormValues, label: string, type: string, hint?: string) => ({
    ...register(name, type === 'number' ? { valueAsNumber: true } : {}),
    label,
    type,
    required: true,
    fullWidth: true,
    margin: 'dense' as const,
    error: Boolean(errors[name]),
    helperText: error(name) ?? hint,
    slotProps: { inputLabel: { shrink: true } },
  });
  const dateHint = (value: string) => (value ? formatDate(value) : undefined);
  const twoColumns = {
    display: 'grid',
    columnGap: 2,
    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  };

  return (
    <DialogForm
      control={control}
      onSubmit={submit}
      submitLabel={t('Make slots')}
      submitting={isSubmitting}
      onClose={onClose}
    >
      <Controller
        control={control}
        name="Mode"
        render={({ field: mode }) => (
          <FormControl component="fieldset" margin="dense">
            <FormLabel component="legend">{t('Make')}</FormLabel>
            <RadioGroup row {...mode}>
              <FormControlLabel value="one" control={<Radio />} label={t('One slot')} />
              <FormControlLabel value="series" control={<Radio />} label={t('A series')} />
            </RadioGroup>
          </FormControl>
        )}
      />
      <Box sx={twoColumns}>
        <TextField
          {...field('Intake', t('Intake'), 'text')}
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {intakes.map((one) => (
            <option key={one.id} value={String(one.id)}>
              {one.Name}
            </option>
          ))}
          <option value={NO_INTAKE}>{t('No intake')}</option>
        </TextField>
        <TextField
          {...field('Position', t('Position'), 'text')}
          required={false}
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('Every position')}</option>
          {offered.map((position) => (
            <option key={position.id} value={String(position.id)}>
              {position.Position}
            </option>
          ))}
        </TextField>
      </Box>
      {mode === 'one' ? (
        <Box sx={twoColumns}>
          <TextField {...field('Day', t('Day'), 'date', dateHint(day))} />
          <TextField {...field('Start', t('Starts at'), 'time')} />
          <TextField {...field('Length', t('Length (minutes)'), 'number')} />
        </Box>
      ) : (
        <>
          <Box sx={twoColumns}>
            <TextField {...field('FirstDay', t('First day'), 'date', dateHint(firstDay))} />
            <TextField {...field('LastDay', t('Last day'), 'date', dateHint(lastDay))} />
            <TextField {...field('From', t('From'), 'time')} />
            <TextField {...field('To', t('To'), 'time', t('The last slot ends by then'))} />
            <TextField {...field('Length', t('Length (minutes)'), 'number')} />
            <TextField {...field('Gap', t('Gap between slots (minutes)'), 'number')} />
          </Box>
          <Controller
            control={control}
            name="Weekdays"
            render={({ field: chosen }) => (
              <FormControl
                component="fieldset"
                name={chosen.name}
                aria-describedby={errors.Weekdays ? 'slot-weekdays-error' : undefined}
                required
                error={Boolean(errors.Weekdays)}
                margin="dense"
              >
                <FormLabel component="legend">{t('Weekdays')}</FormLabel>
                <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
                  {weekdays.map(({ day: weekday, label }) => (
                    <FormControlLabel
                      key={weekday}
                      label={label}
                      control={
                        <Checkbox
                          checked={chosen.value.includes(weekday)}
                          onChange={(event) =>
                            chosen.onChange(
                              event.target.checked
                                ? [...chosen.value, weekday]
                                : chosen.value.filter((one) => one !== weekday),
                            )
                          }
                          onBlur={chosen.onBlur}
                        />
                      }
                    />
                  ))}
                </Box>
                {errors.Weekdays?.message && (
                  <FormHelperText id="slot-weekdays-error">
                    {t(errors.Weekdays.message)}
                  </FormHelperText>
                )}
              </FormControl>
            )}
          />
        </>
      )}
      <Box sx={twoColumns}>
        <TextField
          {...field('Place', t('Place'), 'text', t('A room, or leave empty for a video call'))}
          required={false}
        />
        <TextField
          {...field('VideoLink', t('Video-call link'), 'url', 'https://…')}
          required={false}
        />
        <TextField
          {...field('Capacity', t('Applicants per slot'), 'number')}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: slotRules.capacity.min, max: slotRules.capacity.max },
          }}
        />
      </Box>
      <Controller
        control={control}
        name="Interviewers"
        render={({ field: chosen }) => {
          const options = interviewers.data ?? [];
          return (
            <Autocomplete
              multiple
              options={options}
              value={options.filter((one) => chosen.value.includes(one.user_id))}
              getOptionLabel={(one) => `${one.Name} (${t(ROLE_TEXT[one.Role])})`}
              getOptionKey={(one) => one.user_id}
              isOptionEqualToValue={(option, value) => option.user_id === value.user_id}
              noOptionsText={t('No matches')}
              loading={interviewers.isPending}
              onChange={(_, people) => chosen.onChange(people.map((one) => one.user_id))}
              onBlur={chosen.onBlur}
              renderInput={(params) => (
                <TextField
                  {...params}
                  name={chosen.name}
                  inputRef={chosen.ref}
                  required
                  margin="dense"
                  label={t('Interviewers')}
                  error={Boolean(errors.Interviewers)}
                  helperText={error('Interviewers') ?? t('Supervisors or administrators')}
                />
              )}
            />
          );
        }}
      />
      {refusal && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {refusal}
        </Alert>
      )}
    </DialogForm>
  );
}
