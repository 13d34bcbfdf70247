import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { FormErrorSummary } from 'shared-ui/fields';
import { useT } from 'shared-api';
import { ABSENCE_REASON_LABELS, ABSENCE_REASONS } from 'shared-api/logbook';
import {
  absenceRequestSchema,
  fieldRules,
  type AbsenceRequestForm,
  type AbsenceRequestPayload,
} from 'shared-api/forms';
import { PageTitle } from 'shared-ui/layout';
import { useRequestAbsence } from '../hooks/use-request-absence';

const dateSlots = { inputLabel: { shrink: true } };

/** /internDashboard/logbook/absence: one or more days off, before or after the fact. */
export function RequestAbsencePage() {
  const t = useT();
  const { submit } = useRequestAbsence();
  const form = useForm<AbsenceRequestForm, unknown, AbsenceRequestPayload>({
    resolver: zodResolver(absenceRequestSchema),
    defaultValues: { FirstDay: '', LastDay: '', Reason: '', Note: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = handleSubmit((payload) => submit(payload, form));
  // The rules' messages are marked English; the server's come in the language on screen.
  const errorText = (message?: string) => (message ? t(message) : message);

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <PageTitle>{t('Request Absence')}</PageTitle>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        <FormErrorSummary control={form.control} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {(['FirstDay', 'LastDay'] as const).map((name) => (
            <TextField
              key={name}
              {...register(name)}
              label={name === 'FirstDay' ? t('First day') : t('Last day')}
              type="date"
              required
              fullWidth
              error={Boolean(errors[name])}
              helperText={errorText(errors[name]?.message)}
              slotProps={dateSlots}
            />
          ))}
        </Stack>
        <TextField
          {...register('Reason')}
          select
          label={t('Reason')}
          required
          fullWidth
          error={Boolean(errors.Reason)}
          helperText={errorText(errors.Reason?.message)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('Choose a reason')}</option>
          {ABSENCE_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(ABSENCE_REASON_LABELS[reason])}
            </option>
          ))}
        </TextField>
        <TextField
          {...register('Note')}
          label={t('Note')}
          required
          multiline
          minRows={3}
          fullWidth
          error={Boolean(errors.Note)}
          helperText={
            errorText(errors.Note?.message) ??
            t('At most {max} characters', { max: fieldRules.absenceNote.max })
          }
        />
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('Request')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
