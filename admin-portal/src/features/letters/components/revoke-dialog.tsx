import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorSummary } from 'shared-ui/fields';
import { translate, useT } from 'shared-api';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import {
  letterMessages,
  revokeLetter,
  revokeSchema,
  useInvalidateLetters,
  type IssuedLetter,
  type RevokePayload,
} from '../api/letter-queries';

export interface RevokeDialogProps {
  internId: string;
  /** The letter to revoke; null: the dialog is closed. */
  letter: IssuedLetter | null;
  onClose: () => void;
}

/** 'Revoke Letter': the reason is required and stays internal (the verify page shows the date). */
export function RevokeDialog({ internId, letter, onClose }: RevokeDialogProps) {
  const t = useT();
  const titleId = useId();
  const invalidate = useInvalidateLetters(internId);
  const form = useForm<RevokePayload>({
    resolver: zodResolver(revokeSchema),
    defaultValues: { Reason: '' },
  });
  const { submit } = useFormMutation({
    mutationFn: (payload: RevokePayload) => revokeLetter(letter?.id ?? 0, payload),
    failureMessage: t(letterMessages.couldNotRevoke),
    onSuccess: async () => {
      showSuccess(translate(letterMessages.revoked));
      await invalidate();
      form.reset();
      onClose();
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <Dialog open={letter !== null} onClose={onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{t('Revoke Letter')}</DialogTitle>
      <form noValidate onSubmit={handleSubmit((payload) => submit(payload, form))}>
        <DialogContent>
          <FormErrorSummary control={form.control} />
          <DialogContentText sx={{ mb: 1 }}>
            {t(
              'Its verification page will say it was revoked. The reason stays here; then you can issue a corrected letter.',
            )}
          </DialogContentText>
          <TextField
            {...register('Reason')}
            label={t('Reason')}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            margin="dense"
            error={Boolean(errors.Reason)}
            helperText={errors.Reason?.message && t(errors.Reason.message)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={isSubmitting}>
            {t('Revoke')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
