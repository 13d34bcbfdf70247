import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormErrorSummary } from 'shared-ui/fields';
import { z } from 'zod/mini';
import { todayInTimeZone, useT, type EditableTask, type UpdateTaskPayload } from 'shared-api';
import { dateFromTodaySchema, updateTaskSchema } from 'shared-api/forms';
import { useUpdateTask } from '../hooks/use-update-task';
import { TaskFields } from './task-fields';

/** The server checks only a changed Deadline, so an overdue task keeps its own past date. */
function schemaFor(savedDeadline: string) {
  return z.extend(updateTaskSchema, {
    Deadline: z.string().check(
      z.superRefine((value, context) => {
        if (value === savedDeadline) return;
        const result = dateFromTodaySchema().safeParse(value);
        if (!result.success)
          context.addIssue({ code: 'custom', message: result.error.issues[0].message });
      }),
    ),
  });
}

/** Task, Description and Deadline of an assigned task; 'Task Updated' returns to the task. */
export function EditTaskForm({ task }: { task: EditableTask }) {
  const t = useT();
  const { submit } = useUpdateTask(task.id);
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<UpdateTaskPayload>({
    resolver: zodResolver(schemaFor(task.Deadline)),
    defaultValues: { Task: task.Task, Description: task.Description, Deadline: task.Deadline },
  });

  const onSubmit = handleSubmit((payload) => submit(payload, { setError, getValues }));

  const today = todayInTimeZone();
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      <FormErrorSummary control={control} />
      <TaskFields
        register={register}
        control={control}
        errors={errors}
        descriptionName="Description"
        minDeadline={task.Deadline < today ? task.Deadline : today}
      />
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('Save Changes')}
        </Button>
      </Stack>
    </Stack>
  );
}
