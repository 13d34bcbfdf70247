import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { applyFieldErrors, type Position, type UpdateUserPayload, type User } from 'shared-api';
import { adminProfileSchema, profileSchema } from 'shared-api/forms';
import { showFailure } from '../feedback/notification-store';
import { PhoneField } from '../fields/phone-field';
import { PositionSelect } from '../fields/position-select';
import { EmailField } from '../fields/text-fields';
import { useUpdateProfile } from './use-update-profile';

interface FormValues {
  Name: string;
  Email: string;
  PhoneNumber: string;
  Position?: string;
}

export interface EditProfileFormProps {
  user: User;
  profilePath: string;
  /** Present when the form edits Position/Department too (the admin's own profile). */
  positions?: Position[];
  positionLabel?: string;
}

/** Name, Email, Phone Number (and Position); a 422 shows under its field. */
export function EditProfileForm({
  user,
  profilePath,
  positions,
  positionLabel = 'Department',
}: EditProfileFormProps) {
  const update = useUpdateProfile(user.user_id, profilePath);
  const schema = positions ? adminProfileSchema : profileSchema;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, UpdateUserPayload>({
    resolver: zodResolver(schema) as Resolver<FormValues, unknown, UpdateUserPayload>,
    defaultValues: {
      Name: user.Name,
      Email: user.Email,
      PhoneNumber: user.PhoneNumber,
      Position: user.position_id ? String(user.position_id) : '',
    },
  });

  const onSubmit = handleSubmit(async (payload) => {
    const failure = await update(payload);
    if (failure && !applyFieldErrors(failure, setError)) showFailure(failure);
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      <TextField
        {...register('Name')}
        label="Name"
        required
        fullWidth
        autoComplete="name"
        error={Boolean(errors.Name)}
        helperText={errors.Name?.message}
      />
      <EmailField {...register('Email')} required error={errors.Email?.message} />
      <Controller
        control={control}
        name="PhoneNumber"
        render={({ field }) => (
          <PhoneField
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            required
            error={errors.PhoneNumber?.message}
          />
        )}
      />
      {positions && (
        <Controller
          control={control}
          name="Position"
          render={({ field }) => (
            <PositionSelect
              name={field.name}
              label={positionLabel}
              positions={positions}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              required
              error={errors.Position?.message}
            />
          )}
        />
      )}
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Save Changes
        </Button>
      </Stack>
    </Stack>
  );
}
