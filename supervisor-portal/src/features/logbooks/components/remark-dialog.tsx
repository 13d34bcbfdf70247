import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { FormErrorSummary } from 'shared-ui/fields';
import { useT } from 'shared-api';
import { fieldRules } from 'shared-api/field-rules';
import type { FormFields } from 'shared-ui/mutations';

export interface RemarkValues {
  Remark: string;
}

interface RemarkDialogProps {
  /** 'Return Entry', 'Approve Absence', 'Decline Absence'. */
  title: string;
  /** What the entry or request is, under the title. */
  subject: string;
  confirmText: string;
  /** The call's schema (shared-api/forms), which says whether the remark is required. */
  resolver: Resolver<RemarkValues>;
  required: boolean;
  /** Sends the checked remark; answers whether it went (then the dialog closes). */
  send: (payload: { Remark?: string }, form: FormFields) => Promise<boolean>;
  onClose: () => void;
}

/** A decision with a remark: returning an entry, approving or declining an absence. */
export function RemarkDialog(props: RemarkDialogProps) {
  const { title, subject, confirmText, resolver, required, send, onClose } = props;
  const t = useT();
  const titleId = useId();
  const form = useForm<RemarkValues>({ resolver, defaultValues: { Remark: '' } });
  const { control, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(async (payload) => {
    if (await send(payload, form)) onClose();
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <FormErrorSummary control={form.control} />
          <DialogContentText sx={{ mb: 2 }}>{subject}</DialogContentText>
          <Controller
            control={control}
            name="Remark"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={t('Remark')}
                required={required}
                multiline
                minRows={3}
                fullWidth
                autoFocus
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message
                    ? t(fieldState.error.message)
                    : t('At most {max} characters', { max: fieldRules.logbookRemark.max })
                }
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {confirmText}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
