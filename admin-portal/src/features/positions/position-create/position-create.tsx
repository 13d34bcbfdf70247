import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  applyFieldErrors,
  errorMessages,
  successMessages,
  toApiFailure,
  type PositionPayload,
} from 'shared-api';
import { createPosition, positionSchema } from 'shared-api/forms';
import { showFailure, showSuccess } from 'shared-ui/feedback';
import { useInvalidatePositions } from '../api/position-queries';

/** The input and 'Add Position' at the top of the positions page. */
export function PositionCreate() {
  const invalidate = useInvalidatePositions();
  const mutation = useMutation({ mutationFn: createPosition });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PositionPayload>({
    resolver: zodResolver(positionSchema),
    defaultValues: { Position: '' },
  });

  const submit = handleSubmit(async (payload) => {
    try {
      await mutation.mutateAsync(payload);
    } catch (error) {
      const failure = toApiFailure(error, errorMessages.couldNotAddNewPosition);
      if (!applyFieldErrors(failure, setError)) showFailure(failure);
      return;
    }
    showSuccess(successMessages.positionAdded);
    reset();
    void invalidate();
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
      <TextField
        {...register('Position')}
        label="New Position"
        size="small"
        required
        autoComplete="off"
        error={Boolean(errors.Position)}
        helperText={errors.Position?.message}
        sx={{ minWidth: { sm: 280 } }}
      />
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        Add Position
      </Button>
    </Stack>
  );
}
