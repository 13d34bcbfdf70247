import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent, type DragEvent, type KeyboardEvent } from 'react';
import { useT } from 'shared-api';
import { CREDENTIAL_MAX_BYTES } from 'shared-api/credentials';
import { UploadIcon } from 'shared-ui/icons';
import { credentialMessages } from '../api/credential-check-queries';

// Hidden from sight but not from the keyboard: Tab reaches the real file input, and Enter or
// Space opens the file picker (as shared-ui's PDF field does).
const visuallyHidden = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  bottom: 0,
  left: 0,
  whiteSpace: 'nowrap',
  width: 1,
} as const;

const ACCEPT = '.json,.jsonld,application/json,application/ld+json';

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/**
 * The credential's file, dropped here or chosen: its text is handed on (a file over 1 MB is
 * refused unread). Drawn in the browser only: without JavaScript the form takes pasted text.
 */
export function CredentialFileDrop({ onText }: { onText: (text: string) => void }) {
  const t = useT();
  const id = useId();
  const [over, setOver] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [name, setName] = useState<string | null>(null);

  const take = async (file: File | undefined) => {
    if (!file) return;
    setName(file.name);
    if (file.size > CREDENTIAL_MAX_BYTES) {
      setProblem(credentialMessages.tooLarge);
      return;
    }
    try {
      const text = await readText(file);
      setProblem(null);
      onText(text);
    } catch {
      setProblem(credentialMessages.couldNotRead);
    }
  };

  return (
    <Box>
      <Box
        data-testid="credential-drop-zone"
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event: DragEvent) => {
          event.preventDefault();
          setOver(false);
          void take(event.dataTransfer.files[0]);
        }}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : undefined,
          borderRadius: 1,
          p: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <Typography sx={{ flex: '1 1 12rem' }}>{t('Drop the credential file here, or')}</Typography>
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadIcon />}
          // The input inside takes the focus, so the button itself is not a second tab stop.
          tabIndex={-1}
          role={undefined}
          sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {t('Choose a file')}
          <Box
            component="input"
            type="file"
            accept={ACCEPT}
            id={id}
            aria-describedby={`${id}-file ${id}-problem`}
            aria-invalid={Boolean(problem)}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              event.currentTarget.click();
            }}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              void take(event.target.files?.[0]);
              // Lets the same file be chosen again (a new check after a revocation).
              event.target.value = '';
            }}
            sx={visuallyHidden}
          />
        </Button>
        <Typography
          id={`${id}-file`}
          component="span"
          variant="body2"
          sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {name ?? t('No file chosen')}
        </Typography>
      </Box>
      <FormHelperText id={`${id}-problem`} error={Boolean(problem)}>
        {problem ? t(problem) : t('A .json file, at most 1 MB')}
      </FormHelperText>
    </Box>
  );
}
