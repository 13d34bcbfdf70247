import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormErrorSummary } from 'shared-ui/fields';
import { useParams } from 'shared-ui/router';
import type { z } from 'zod/mini';
import { useT, type AssignTaskPayload } from 'shared-api';
import { assignTaskSchema } from 'shared-api/forms';
import { PageTitle } from 'shared-ui/layout';
import { useAssignTask } from '../hooks/use-assign-task';
import { TaskFields } from './task-fields';

type FormValues = z.input<typeof assignTaskSchema>;

/** /supervisorDashboard/assignTask/{name}/{id}: a new task for one of the supervisor's interns. */
export function AssignTaskPage() {
  const t = useT();
  const { name = '', id = '' } = useParams();
  const { submit } = useAssignTask();
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, AssignTaskPayload>({
    resolver: zodResolver(assignTaskSchema),
    defaultValues: { AssignedTo: id, Task: '', TaskDescription: '', Deadline: '' },
  });

  const onSubmit = handleSubmit((payload) => submit(payload, { setError, getValues }));

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <PageTitle>{t('Assign Task to {name}', { name })}</PageTitle>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        <FormErrorSummary control={control} />
        <TaskFields
          register={register}
          control={control}
          errors={errors}
          descriptionName="TaskDescription"
        />
        {errors.AssignedTo?.message && (
          <FormHelperText error>{t(errors.AssignedTo.message)}</FormHelperText>
        )}
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('Assign Task')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
