import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  m,
  useCurrentUserId,
  useT,
  type Position,
  type UpdateUserPayload,
  type User,
} from 'shared-api';
import { adminProfileSchema, profileSchema } from 'shared-api/forms';
import { FormErrorSummary, PasswordField } from 'shared-ui/fields';
import { PersonFields } from 'shared-ui/person-fields';
import { useUpdateProfile } from './use-update-profile';

interface FormValues {
  Name: string;
  Email: string;
  PhoneNumber: string;
  Position?: string;
  CurrentPassword?: string;
}

export const CURRENT_PASSWORD_NEEDED = m('Enter your current password to change your email.');

export interface EditProfileFormProps {
  user: User;
  profilePath: string;
  /** Present when the form edits Position/Department too (the admin's own profile). */
  positions?: Position[];
  positionLabel?: string;
}

/**
 * Name, Email, Phone Number (and Position); a 422 shows under its field. A change of one's own
 * Email also asks for the current password (decisions §5).
 */
export function EditProfileForm({
  user,
  profilePath,
  positions,
  positionLabel = m('Department'),
}: EditProfileFormProps) {
  const t = useT();
  const update = useUpdateProfile(user.user_id, profilePath);
  const ownId = useCurrentUserId();
  const schema = positions ? adminProfileSchema : profileSchema;
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, UpdateUserPayload>({
    resolver: zodResolver(schema) as Resolver<FormValues, unknown, UpdateUserPayload>,
    defaultValues: {
      Name: user.Name,
      Email: user.Email,
      PhoneNumber: user.PhoneNumber ?? '',
      Position: user.position_id ? String(user.position_id) : '',
      CurrentPassword: '',
    },
  });
  const own = String(ownId) === String(user.user_id);
  const email = useWatch({ control, name: 'Email' }) ?? '';
  const emailChanged = own && email.trim().toLowerCase() !== user.Email.toLowerCase();

  const onSubmit = handleSubmit(async (values) => {
    const { CurrentPassword, ...payload } = values as UpdateUserPayload & FormValues;
    if (emailChanged && !CurrentPassword) {
      setError('CurrentPassword', { message: CURRENT_PASSWORD_NEEDED });
      return;
    }
    await update(emailChanged ? { ...payload, CurrentPassword } : payload, {
      setError,
      getValues,
    });
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      <FormErrorSummary control={control} />
      <PersonFields
        control={control}
        positions={positions}
        positionLabel={positionLabel}
        afterEmail={
          emailChanged && (
            <PasswordField
              {...register('CurrentPassword')}
              label={t('Current Password')}
              required
              autoComplete="current-password"
              error={errors.CurrentPassword?.message}
              helperText={t(
                'Needed to change your email. A link goes to the new address; the change is made when you open it.',
              )}
            />
          )
        }
      />
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('Save Changes')}
        </Button>
      </Stack>
    </Stack>
  );
}
