import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { startRegistration } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorSummary } from 'shared-ui/fields';
import { toApiFailure, useT } from 'shared-api';
import { passkeyNameSchema, type PasskeyNameValues } from 'shared-api/forms';
import {
  addPasskey,
  browserPasskeyMessage,
  getRegistrationOptions,
  passkeysMessages,
} from 'shared-api/passkeys';
import { OutlinedField } from '../fields/outlined-field';

export interface AddPasskeyDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the server kept the new passkey. */
  onAdded: () => void;
}

/**
 * 'Add a passkey': the user names it, the browser makes it (its own prompt: fingerprint, face,
 * PIN or a security key), the server checks and keeps it. A refusal by the browser or the server
 * is said in the dialog, which stays open to try again.
 */
export function AddPasskeyDialog({ open, onClose, onAdded }: AddPasskeyDialogProps) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasskeyNameValues>({
    resolver: zodResolver(passkeyNameSchema),
    defaultValues: { name: '' },
  });

  const close = () => {
    setProblem(null);
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ name }) => {
    setProblem(null);
    try {
      const optionsJSON = await getRegistrationOptions();
      const response = await startRegistration({ optionsJSON });
      await addPasskey(name, response);
      reset();
      onAdded();
    } catch (error) {
      const failure = toApiFailure(error, passkeysMessages.couldNotAddPasskey);
      setProblem(browserPasskeyMessage(error) ?? failure.serverMessage ?? failure.message);
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>{t('Add a passkey')}</DialogTitle>
        <DialogContent>
          <FormErrorSummary control={control} />
          <DialogContentText sx={{ mb: 2 }}>
            {t('Name it after the device or key that holds it, to tell your passkeys apart.')}
          </DialogContentText>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t(problem)}
            </Alert>
          )}
          <OutlinedField
            {...register('name')}
            autoFocus
            fullWidth
            required
            label={t('Passkey name')}
            error={Boolean(errors.name)}
            helperText={errors.name?.message && t(errors.name.message)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? t('Waiting for the browser...') : t('Add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
