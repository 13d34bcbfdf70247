import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import type { FormEventHandler, ReactNode } from 'react';
import type { Control, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { useT } from 'shared-api';
import { FormErrorSummary } from 'shared-ui/fields';

export interface DialogFormProps<Values extends FieldValues> {
  /** The form's control: a failed submit is summed up above the fields. */
  control: Control<Values>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's text ('Add Intake', 'Save Changes'). */
  submitLabel: string;
  /** The form is being sent: the submit button waits. */
  submitting: boolean;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
}

/** A modal's form: its fields, then Close and the submit button. */
export function DialogForm<Values extends FieldValues>({
  control,
  onSubmit,
  submitLabel,
  submitting,
  onClose,
  children,
}: DialogFormProps<Values>) {
  const t = useT();
  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogContent>
        <FormErrorSummary control={control} />
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
        <Button type="submit" variant="contained" disabled={submitting}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

export type DialogNameFieldProps = UseFormRegisterReturn & {
  label: string;
  /** The field's error (a catalogue message), shown under it. */
  error?: string;
  /** What is shown under it without an error. */
  hint?: string;
};

/** The name of what a modal adds or edits: its first field, required, with no past entries. */
export function DialogNameField({ label, error, hint, ...registration }: DialogNameFieldProps) {
  const t = useT();
  return (
    <TextField
      {...registration}
      label={label}
      required
      fullWidth
      autoFocus
      autoComplete="off"
      margin="dense"
      error={Boolean(error)}
      helperText={error ? t(error) : hint}
    />
  );
}
