import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormErrorSummary } from 'shared-ui/fields';
import { useT } from 'shared-api';
import {
  MAIL_CHOICE_LABELS,
  MAIL_CHOICES,
  mailPreferencesSchema,
  saveMailPreferences,
  type MailPreferencesPayload,
} from 'shared-api/notification-preferences';
import {
  getMailPreferences,
  notificationKeys,
  notificationMessages,
  type MailPreference,
} from 'shared-api/notifications';
import { InlineLoading } from '../feedback/inline-loading';
import { showSuccess } from '../feedback/notification-store';
import { useFormMutation } from '../mutations/use-form-mutation';

const HEADING_ID = 'mail-preferences';

function PreferencesForm({ preferences }: { preferences: MailPreference[] }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { submit } = useFormMutation({
    mutationFn: saveMailPreferences,
    failureMessage: notificationMessages.couldNotSavePreferences,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: notificationKeys.preferences });
      showSuccess(notificationMessages.preferencesSaved);
    },
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { isSubmitting },
  } = useForm<MailPreferencesPayload>({
    resolver: zodResolver(mailPreferencesSchema),
    defaultValues: { Preferences: preferences.map(({ Kind, Mail }) => ({ Kind, Mail })) },
  });
  const onSubmit = handleSubmit((payload) => submit(payload, { setError, getValues }));

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      <FormErrorSummary control={control} />
      {preferences.map((preference, index) => (
        <TextField
          key={preference.Kind}
          {...register(`Preferences.${index}.Mail`)}
          select
          label={preference.Label && t(preference.Label)}
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {MAIL_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(MAIL_CHOICE_LABELS[choice])}
            </option>
          ))}
        </TextField>
      ))}
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('Save Preferences')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The profile's `E-mail Notifications` card: for each kind of notification the user may choose
 * for, e-mail it at once, in the morning digest, or not at all. Account e-mails (activation,
 * password reset, e-mail change, letters) are not here: they always go.
 */
export function MailPreferencesCard() {
  const t = useT();
  // A failed read says so in the card: the profile above it is what the page is for.
  const query = useQuery({ queryKey: notificationKeys.preferences, queryFn: getMailPreferences });
  return (
    <Paper component="section" aria-labelledby={HEADING_ID} sx={{ p: 2 }}>
      <Typography id={HEADING_ID} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('E-mail Notifications')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('Every notification shows under the bell. Choose which are e-mailed to you too.')}
      </Typography>
      {query.isPending && <InlineLoading />}
      {query.isError && <Typography>{t(notificationMessages.couldNotGetPreferences)}</Typography>}
      {query.data && <PreferencesForm preferences={query.data} />}
    </Paper>
  );
}
