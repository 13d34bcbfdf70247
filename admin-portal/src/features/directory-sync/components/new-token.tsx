import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef } from 'react';
import { m, useT } from 'shared-api';
import { CopyTextButton } from './copy-text-button';

/** A token just made: the directory's name and the token, which the server never shows again. */
export interface ShownToken {
  name: string;
  token: string;
}

export interface NewTokenProps {
  shown: ShownToken;
  onDone: () => void;
}

/** The token of a connection or a renewal, to copy into the directory: shown this once. */
export function NewToken({ shown, onDone }: NewTokenProps) {
  const t = useT();
  const warningId = useId();
  const field = useRef<HTMLInputElement>(null);
  // Where the eyes and the keyboard go next: the token, selected for copying.
  useEffect(() => field.current?.focus(), [shown.token]);
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <AlertTitle>{t('Token for {name}', { name: shown.name })}</AlertTitle>
      <Stack spacing={1.5}>
        <span id={warningId}>
          {t('Copy this token into {name} now: it will not be shown again.', { name: shown.name })}
        </span>
        <TextField
          label={t('Token')}
          value={shown.token}
          size="small"
          fullWidth
          inputRef={field}
          slotProps={{
            htmlInput: { readOnly: true, 'aria-describedby': warningId, spellCheck: false },
          }}
          onFocus={(event) => event.target.select()}
        />
        <Stack direction="row" spacing={1}>
          <CopyTextButton text={shown.token} label={m('Copy token')} copied={m('Token copied')} />
          <Button size="small" onClick={onDone}>
            {t('Done')}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
