import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormErrorSummary } from 'shared-ui/fields';
import { useT, type LogbookEntry } from 'shared-api';
import {
  ACTIVITIES_LABEL,
  LEARNED_LABEL,
  fieldRules,
  hoursRule,
  logbookDraftSchema,
  logbookSubmitSchema,
  type LogbookEntryForm as Values,
  type LogbookEntryPayload as Payload,
} from 'shared-api/forms';
import { isReadOnly, toForm } from '../api/week-days';
import { useWeekMutations } from '../hooks/use-week-mutations';
import { DayRows } from './day-rows';

/** The week's days, activities, what was learned and hours; saved as a draft or submitted. */
export function WeekForm({ entry }: { entry: LogbookEntry }) {
  const t = useT();
  const textHint = t('At most {max} characters', { max: fieldRules.logbookText.max });
  const readOnly = isReadOnly(entry);
  // A draft may leave anything open; a submit checks every field first.
  const submitting = useRef(false);
  const resolvers = useMemo(
    () => ({
      draft: zodResolver(logbookDraftSchema(entry.Days)) as Resolver<Values, unknown, Payload>,
      submit: zodResolver(logbookSubmitSchema(entry.Days)) as Resolver<Values, unknown, Payload>,
    }),
    [entry.Days],
  );
  const form = useForm<Values, unknown, Payload>({
    resolver: (...args) => (submitting.current ? resolvers.submit : resolvers.draft)(...args),
    defaultValues: toForm(entry),
  });
  const { register, control, handleSubmit, formState } = form;
  const { errors } = formState;
  // The rules' messages are marked English; the server's come in the language on screen.
  const errorText = (message?: string) => (message ? t(message) : message);
  const { save, submit } = useWeekMutations(entry.WeekStart);

  const send = (forSubmit: boolean) => {
    submitting.current = forSubmit;
    const mutation = forSubmit ? submit : save;
    void handleSubmit((payload) => mutation.submit(payload, form))();
  };
  const text = (name: 'Activities' | 'Learned', label: string) => (
    <TextField
      {...register(name)}
      label={t(label)}
      multiline
      minRows={4}
      fullWidth
      error={Boolean(errors[name])}
      helperText={readOnly ? undefined : (errorText(errors[name]?.message) ?? textHint)}
      slotProps={{ htmlInput: { readOnly } }}
    />
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => event.preventDefault()}>
      <FormErrorSummary control={form.control} />
      <DayRows
        days={entry.Days}
        control={control}
        readOnly={readOnly}
        error={errorText(errors.Days?.message)}
      />
      {text('Activities', ACTIVITIES_LABEL)}
      {text('Learned', LEARNED_LABEL)}
      <TextField
        {...register('Hours')}
        label={t('Hours')}
        type="number"
        sx={{ maxWidth: 200 }}
        error={Boolean(errors.Hours)}
        helperText={errorText(errors.Hours?.message)}
        slotProps={{
          htmlInput: { readOnly, min: hoursRule.min, max: hoursRule.max, step: 1 },
        }}
      />
      {!readOnly && (
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" disabled={formState.isSubmitting} onClick={() => send(false)}>
            {t('Save Draft')}
          </Button>
          <Button variant="contained" disabled={formState.isSubmitting} onClick={() => send(true)}>
            {t('Submit for review')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
