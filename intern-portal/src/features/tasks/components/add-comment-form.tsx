import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { addCommentSchema } from 'shared-api/forms';
import { useAddComment } from '../hooks/use-add-comment';

const formSchema = z.pick(addCommentSchema, { Intern_comment: true });
type AddCommentForm = { Intern_comment: string };

/** The add-comment form (4 rows); the task and the author come from the page and the session. */
export function AddCommentForm({ taskId }: { taskId: number }) {
  const { submit } = useAddComment(taskId);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddCommentForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { Intern_comment: '' },
  });

  const onSubmit = handleSubmit(async (payload) => {
    if (await submit(payload, { setError, getValues })) reset();
  });

  return (
    <Stack component="form" noValidate spacing={1} onSubmit={onSubmit}>
      <TextField
        {...register('Intern_comment')}
        label="Add a comment"
        multiline
        rows={4}
        fullWidth
        error={Boolean(errors.Intern_comment)}
        helperText={errors.Intern_comment?.message}
      />
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Add Comment
        </Button>
      </Stack>
    </Stack>
  );
}
