import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { FormErrorSummary } from 'shared-ui/fields';
import { useT, type UpdateCommentPayload } from 'shared-api';
import { updateCommentSchema } from 'shared-api/forms';
import type { ThreadOptions } from './thread-options';
import { useUpdateEntry } from './use-thread-entries';

interface ThreadEditFormProps {
  options: ThreadOptions;
  entryId: number;
  text: string;
  onDone: () => void;
}

/** In-place editing of one's own entry; Save (or Cancel) returns it to read-only. */
export function ThreadEditForm({ options, entryId, text, onDone }: ThreadEditFormProps) {
  const t = useT();
  const { submit } = useUpdateEntry(options, entryId);
  const {
    control,
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
      <FormErrorSummary control={control} />
      <TextField
        {...register('Comment')}
        label={options.texts.editLabel && t(options.texts.editLabel)}
        multiline
        rows={4}
        fullWidth
        autoFocus
        error={Boolean(errors.Comment)}
        helperText={errors.Comment?.message && t(errors.Comment.message)}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" disabled={isSubmitting}>
          {t('Save')}
        </Button>
        <Button size="small" onClick={onDone} disabled={isSubmitting}>
          {t('Cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
