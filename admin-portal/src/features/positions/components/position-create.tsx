import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { FormErrorSummary } from 'shared-ui/fields';
import { useT, type PositionPayload } from 'shared-api';
import { positionSchema } from 'shared-api/forms';
import { useCreatePosition } from '../hooks/use-create-position';

/** The input and 'Add Position' at the top of the positions page. */
export function PositionCreate() {
  const t = useT();
  const { submit: send } = useCreatePosition();
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PositionPayload>({
    resolver: zodResolver(positionSchema),
    defaultValues: { Position: '' },
  });
  const submit = handleSubmit(async (payload) => {
    if (await send(payload, { setError, getValues })) reset();
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}
    >
      <FormErrorSummary control={control} />
      <TextField
        {...register('Position')}
        label={t('New Position')}
        size="small"
        required
        autoComplete="off"
        error={Boolean(errors.Position)}
        helperText={errors.Position?.message && t(errors.Position.message)}
        sx={{ minWidth: { sm: 280 } }}
      />
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {t('Add Position')}
      </Button>
    </Stack>
  );
}
