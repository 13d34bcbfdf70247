import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors, toApiFailure, useT } from 'shared-api';
import {
  disableTwoFactor,
  disableTwoFactorSchema,
  twoFactorMessages,
  type DisableTwoFactorValues,
} from 'shared-api/two-factor';
import { OutlinedField } from '../../fields/outlined-field';
import { FormErrorSummary, PasswordField } from 'shared-ui/fields';

export interface DisableTwoFactorDialogProps {
  onClose: () => void;
  onTurnedOff: () => void;
}

/** 'Turn off': the password and a code from the app (or a recovery code), both checked. */
export function DisableTwoFactorDialog({ onClose, onTurnedOff }: DisableTwoFactorDialogProps) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DisableTwoFactorValues>({
    resolver: zodResolver(disableTwoFactorSchema),
    defaultValues: { password: '', code: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await disableTwoFactor(values);
      onTurnedOff();
    } catch (error) {
      const failure = toApiFailure(error, twoFactorMessages.couldNotDisable, {
        fieldNames: { Code: 'code', Password: 'password' },
      });
      if (!applyFieldErrors(failure, setError)) {
        setProblem(failure.serverMessage ?? failure.detail ?? failure.message);
      }
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>{t('Turn off two-factor authentication')}</DialogTitle>
        <DialogContent>
          <FormErrorSummary control={control} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>
              {t('Your password alone will sign you in. Enter it and a code from your app.')}
            </DialogContentText>
            {problem && <Alert severity="error">{t(problem)}</Alert>}
            <PasswordField {...register('password')} required error={errors.password?.message} />
            <OutlinedField
              {...register('code')}
              label={t('Code from the app or a recovery code')}
              autoComplete="one-time-code"
              required
              fullWidth
              error={Boolean(errors.code)}
              helperText={errors.code?.message}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={isSubmitting}>
            {t('Turn off')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
