import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { FormErrorSummary } from 'shared-ui/fields';
import { z } from 'zod/mini';
import { useT } from 'shared-api';
import { addCommentSchema } from 'shared-api/forms';
import type { ThreadOptions } from './thread-options';
import { useAddEntry, type NewEntry } from './use-thread-entries';

const newEntrySchema = z.pick(addCommentSchema, { Intern_comment: true });

/** A 4-row box and its button; emptied once the entry is added. */
export function ThreadAddForm({ options }: { options: ThreadOptions }) {
  const t = useT();
  const { submit } = useAddEntry(options);
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewEntry>({
    resolver: zodResolver(newEntrySchema),
    defaultValues: { Intern_comment: '' },
  });

  const onSubmit = handleSubmit(async (payload) => {
    if (await submit(payload, { setError, getValues })) reset();
  });

  return (
    <Stack component="form" noValidate spacing={1} onSubmit={onSubmit}>
      <FormErrorSummary control={control} />
      <TextField
        {...register('Intern_comment')}
        label={options.texts.addLabel && t(options.texts.addLabel)}
        multiline
        rows={4}
        fullWidth
        error={Boolean(errors.Intern_comment)}
        helperText={errors.Intern_comment?.message && t(errors.Intern_comment.message)}
      />
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {options.texts.addButton && t(options.texts.addButton)}
        </Button>
      </Stack>
    </Stack>
  );
}
