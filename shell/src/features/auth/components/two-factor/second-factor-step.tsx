import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors, toApiFailure, useT, type LoginAnswer } from 'shared-api';
import {
  postSecondFactor,
  twoFactorCodeSchema,
  twoFactorMessages,
  type TwoFactorCodeValues,
} from 'shared-api/two-factor';
import { FormErrorSummary, OutlinedField } from 'shared-ui/fields';

export interface SecondFactorStepProps {
  token: string;
  onSignedIn: (answer: LoginAnswer) => void;
}

/** After the password: the app's code, or 'Use a recovery code' for one of the ten. */
export function SecondFactorStep({ token, onSignedIn }: SecondFactorStepProps) {
  const t = useT();
  const [recovery, setRecovery] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorCodeValues>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(async ({ code }) => {
    setProblem(null);
    try {
      onSignedIn(await postSecondFactor(token, recovery ? { RecoveryCode: code } : { Code: code }));
    } catch (error) {
      const failure = toApiFailure(error, twoFactorMessages.couldNotSignIn, {
        fieldNames: { Code: 'code', RecoveryCode: 'code' },
      });
      if (!applyFieldErrors(failure, setError)) {
        setProblem(failure.serverMessage ?? failure.detail ?? failure.message);
      }
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ mt: 2 }}>
      <FormErrorSummary control={control} />
      <Typography>
        {recovery
          ? t('Enter one of your recovery codes. Each works once.')
          : t('Enter the code your authenticator app shows.')}
      </Typography>
      {problem && <Alert severity="error">{t(problem)}</Alert>}
      <OutlinedField
        {...register('code')}
        label={recovery ? t('Recovery code') : t('Code from the app')}
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { inputMode: recovery ? 'text' : 'numeric' } }}
        required
        fullWidth
        error={Boolean(errors.code)}
        helperText={errors.code?.message}
      />
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {t('Verify')}
      </Button>
      <Button
        variant="text"
        onClick={() => {
          reset();
          setProblem(null);
          setRecovery((shown) => !shown);
        }}
      >
        {recovery ? t('Use a code from the app') : t('Use a recovery code')}
      </Button>
    </Stack>
  );
}
