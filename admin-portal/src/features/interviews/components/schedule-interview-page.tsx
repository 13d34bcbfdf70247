import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useParams } from 'shared-ui/router';
import { z } from 'zod/mini';
import { applyFieldErrors, errorMessages, useT } from 'shared-api';
import { scheduleInterviewSchema } from 'shared-api/forms';
import { LoadingScreen, showFailure, useQueryFailure } from 'shared-ui/feedback';
import { DateField, EmailField, FormErrorSummary } from 'shared-ui/fields';
import { PageTitle } from 'shared-ui/layout';
import { applicationQuery } from '../../../api/pipeline-queries';
import { useScheduleInterview } from '../hooks/use-schedule-interview';

const formSchema = z.pick(scheduleInterviewSchema, { Date: true });
type ScheduleForm = { Date: string };

/** /adminDashboard/applications/{id}/scheduleInterview: accept for interview on a date. */
export function ScheduleInterviewPage() {
  const t = useT();
  const { id = '' } = useParams();
  const query = useQuery(applicationQuery(id));
  useQueryFailure(query.error, errorMessages.couldNotGetInternEmail);
  const schedule = useScheduleInterview(id);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ScheduleForm>({ resolver: zodResolver(formSchema), defaultValues: { Date: '' } });

  const onSubmit = handleSubmit(async ({ Date }) => {
    const failure = await schedule(Date);
    if (failure && !applyFieldErrors(failure, setError)) showFailure(failure);
  });

  if (query.isPending) return <LoadingScreen />;
  const applicant = query.data?.Applicant;

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
      <PageTitle>{t('Schedule an Interview for this Applicant')}</PageTitle>
      {applicant && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {[applicant.Name, applicant.Position].join(', ')}
        </Typography>
      )}
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        <FormErrorSummary control={control} />
        <EmailField
          value={applicant?.Email ?? ''}
          slotProps={{ htmlInput: { readOnly: true } }}
          autoComplete="off"
        />
        <Controller
          control={control}
          name="Date"
          render={({ field }) => (
            <DateField
              label={t('Interview Date')}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              required
              error={errors.Date?.message}
            />
          )}
        />
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('Schedule')}
        </Button>
      </Stack>
    </Paper>
  );
}
