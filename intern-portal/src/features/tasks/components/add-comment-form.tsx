import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { addCommentSchema } from 'shared-api/forms';
import { showFailure } from 'shared-ui/feedback';
import { useAddComment } from '../hooks/use-add-comment';

const formSchema = z.pick(addCommentSchema, { Intern_comment: true });
type AddCommentForm = { Intern_comment: string };

/** The add-comment form (4 rows); the task and the author come from the page and the session. */
export function AddCommentForm({ taskId }: { taskId: number }) {
  const add = useAddComment(taskId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddCommentForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { Intern_comment: '' },
  });

  const onSubmit = handleSubmit(async ({ Intern_comment }) => {
    const failure = await add(Intern_comment);
    if (!failure) return reset();
    const message = failure.fieldErrors.Intern_comment;
    if (message) setError('Intern_comment', { type: 'server', message });
    else showFailure({ ...failure, kind: 'message' });
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
