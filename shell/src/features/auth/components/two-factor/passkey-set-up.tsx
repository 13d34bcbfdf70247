import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toApiFailure, useT, type LoginAnswer } from 'shared-api';
import { passkeyNameSchema, type PasskeyNameValues } from 'shared-api/forms';
import { getSetUpPasskeyOptions, postSetUpPasskey } from 'shared-api/passkey-steps';
import { browserPasskeyMessage, passkeysMessages } from 'shared-api/passkeys';
import { FormErrorSummary, OutlinedField } from 'shared-ui/fields';

export interface PasskeySetUpProps {
  token: string;
  onSignedIn: (answer: LoginAnswer) => void;
}

/** The set-up the policy asks of staff, made with a passkey of this device instead of the app. */
export function PasskeySetUp({ token, onSignedIn }: PasskeySetUpProps) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasskeyNameValues>({
    resolver: zodResolver(passkeyNameSchema),
    defaultValues: { name: '' },
  });

  const onSubmit = handleSubmit(async ({ name }) => {
    setProblem(null);
    try {
      // Loaded on the click, as for signing in: most sign-ins make no passkey.
      const { startRegistration } = await import(
        /* webpackChunkName: "webauthn" */ '@simplewebauthn/browser'
      );
      const optionsJSON = await getSetUpPasskeyOptions(token);
      onSignedIn(await postSetUpPasskey(token, name, await startRegistration({ optionsJSON })));
    } catch (error) {
      const failure = toApiFailure(error, passkeysMessages.couldNotAddPasskey);
      setProblem(browserPasskeyMessage(error) ?? failure.serverMessage ?? failure.message);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ mt: 3 }}>
      <FormErrorSummary control={control} />
      <Typography>{t('Or make a passkey on this device instead of using an app.')}</Typography>
      {problem && <Alert severity="error">{t(problem)}</Alert>}
      <OutlinedField
        {...register('name')}
        label={t('Passkey name')}
        required
        fullWidth
        error={Boolean(errors.name)}
        helperText={errors.name?.message && t(errors.name.message)}
      />
      <Button type="submit" variant="outlined" disabled={isSubmitting}>
        {isSubmitting ? t('Waiting for the browser...') : t('Make a passkey')}
      </Button>
    </Stack>
  );
}
