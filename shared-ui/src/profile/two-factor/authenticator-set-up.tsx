import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorSummary } from 'shared-ui/fields';
import { applyFieldErrors, toApiFailure, useT } from 'shared-api';
import {
  twoFactorCodeSchema,
  twoFactorMessages,
  type TwoFactorCodeValues,
  type TwoFactorSetUp,
} from 'shared-api/two-factor';
import { OutlinedField } from '../../fields/outlined-field';

export interface AuthenticatorSetUpProps {
  setUp: TwoFactorSetUp;
  /** Sends the app's first code; a refusal is said under the field or above the form. */
  confirm: (code: string) => Promise<void>;
}

/** The QR code an authenticator app scans (or its secret, typed), then the app's first code. */
export function AuthenticatorSetUp({ setUp, confirm }: AuthenticatorSetUpProps) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorCodeValues>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(async ({ code }) => {
    setProblem(null);
    try {
      await confirm(code);
    } catch (error) {
      const failure = toApiFailure(error, twoFactorMessages.couldNotConfirm, {
        fieldNames: { Code: 'code' },
      });
      if (!applyFieldErrors(failure, setError)) {
        setProblem(failure.serverMessage ?? failure.detail ?? failure.message);
      }
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <FormErrorSummary control={control} />
      <Typography>
        {t('Scan this QR code with your authenticator app, or type the key into it.')}
      </Typography>
      <Box
        component="img"
        src={setUp.QrCode}
        alt={t('QR code for your authenticator app')}
        sx={{ width: 200, height: 200, maxWidth: '100%', alignSelf: 'center' }}
      />
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {t('Key: {secret}', { secret: setUp.Secret })}
      </Typography>
      {problem && <Alert severity="error">{t(problem)}</Alert>}
      <OutlinedField
        {...register('code')}
        label={t('Code from the app')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        required
        fullWidth
        error={Boolean(errors.code)}
        helperText={errors.code?.message}
      />
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {t('Turn on')}
      </Button>
    </Stack>
  );
}
