import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import type { AddCommentPayload } from 'shared-api';
import { addCommentSchema } from 'shared-api/forms';
import { useAddRemark } from '../hooks/use-remarks';

type FormValues = z.input<typeof addCommentSchema>;

/** 'Add Remarks': a 4-row box; the remark is sent with the task's and the supervisor's ids. */
export function AddRemarkForm({ taskId, userId }: { taskId: number; userId: number }) {
  const { submit } = useAddRemark(taskId);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, AddCommentPayload>({
    resolver: zodResolver(addCommentSchema),
    defaultValues: { Taskid: taskId, Userid: userId, Intern_comment: '' },
  });

  const onSubmit = handleSubmit(async (payload) => {
    if (await submit(payload, { setError, getValues })) reset();
  });

  return (
    <Stack component="form" noValidate spacing={1} onSubmit={onSubmit}>
      <TextField
        {...register('Intern_comment')}
        label="Add Remarks"
        multiline
        rows={4}
        fullWidth
        error={Boolean(errors.Intern_comment)}
        helperText={errors.Intern_comment?.message}
      />
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Add Remarks
        </Button>
      </Stack>
    </Stack>
  );
}
