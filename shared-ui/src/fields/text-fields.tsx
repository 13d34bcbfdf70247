import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type Ref } from 'react';
import { useT } from 'shared-api';
import { VisibilityIcon, VisibilityOffIcon } from '../icons/icons';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';

/** Every field takes its error as a message and shows it under itself. */
export type FieldProps = Omit<OutlinedFieldProps, 'error' | 'ref'> & {
  error?: string;
  /** Goes to the <input>, so react-hook-form's `register` can focus it. */
  ref?: Ref<HTMLInputElement>;
};

/** An e-mail input (type email), labelled 'Email' unless told otherwise. */
export function EmailField({ error, ref, label, ...props }: FieldProps) {
  const t = useT();
  return (
    <OutlinedField
      type="email"
      autoComplete="email"
      fullWidth
      label={label ?? t('Email')}
      {...props}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error ?? props.helperText}
    />
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ error, ref, label, ...props }: FieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedField
      autoComplete="current-password"
      fullWidth
      label={label ?? t('Password')}
      {...props}
      type={visible ? 'text' : 'password'}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error ?? props.helperText}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t('Hide password') : t('Show password')}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
