import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
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

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <PageTitle>Request Absence</PageTitle>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {(['FirstDay', 'LastDay'] as const).map((name) => (
            <TextField
              key={name}
              {...register(name)}
              label={name === 'FirstDay' ? 'First day' : 'Last day'}
              type="date"
              required
              fullWidth
              error={Boolean(errors[name])}
              helperText={errors[name]?.message}
              slotProps={dateSlots}
            />
          ))}
        </Stack>
        <TextField
          {...register('Reason')}
          select
          label="Reason"
          required
          fullWidth
          error={Boolean(errors.Reason)}
          helperText={errors.Reason?.message}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Choose a reason</option>
          {ABSENCE_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {ABSENCE_REASON_LABELS[reason]}
            </option>
          ))}
        </TextField>
        <TextField
          {...register('Note')}
          label="Note"
          required
          multiline
          minRows={3}
          fullWidth
          error={Boolean(errors.Note)}
          helperText={errors.Note?.message ?? `At most ${fieldRules.absenceNote.max} characters`}
        />
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Request
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
