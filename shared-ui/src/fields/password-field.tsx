import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useT } from 'shared-api';
import { VisibilityIcon, VisibilityOffIcon } from '../icons/icons';
import { OutlinedField } from './outlined-field';
import type { FieldProps } from './text-fields';

// A file of its own: a page that imports only EmailField downloads none of its texts
// (scripts/i18n/catalogue-parts.cjs reads the imports by name, then the files).
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
