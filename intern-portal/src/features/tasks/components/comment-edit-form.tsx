import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import type { UpdateCommentPayload } from 'shared-api';
import { updateCommentSchema } from 'shared-api/forms';
import { useUpdateComment } from '../hooks/use-update-comment';

interface CommentEditFormProps {
  taskId: number;
  commentId: number;
  text: string;
  onDone: () => void;
}

/** In-place editing of the intern's own comment; Save (or Cancel) returns it to read-only. */
export function CommentEditForm({ taskId, commentId, text, onDone }: CommentEditFormProps) {
  const { submit } = useUpdateComment(taskId, commentId);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<UpdateCommentPayload>({
    resolver: zodResolver(updateCommentSchema),
    defaultValues: { Comment: text },
  });

  const onSubmit = handleSubmit(async (payload) => {
    if (await submit(payload, { setError, getValues })) onDone();
  });

  return (
    <Stack component="form" noValidate spacing={1} onSubmit={onSubmit} sx={{ width: '100%' }}>
      <TextField
        {...register('Comment')}
        label="Edit comment"
        multiline
        rows={4}
        fullWidth
        autoFocus
        error={Boolean(errors.Comment)}
        helperText={errors.Comment?.message}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" disabled={isSubmitting}>
          Save
        </Button>
        <Button size="small" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
