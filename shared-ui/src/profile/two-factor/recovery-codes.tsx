import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useT } from 'shared-api';
import { saveFile } from 'shared-api/save-file';
import { recoveryCodesText } from 'shared-api/two-factor';

/** The ten recovery codes, shown once (the server keeps only their hashes), and a file of them. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useT();
  const download = () =>
    saveFile(
      'recovery-codes.txt',
      new Blob([recoveryCodesText(codes)], { type: 'text/plain;charset=utf-8' }),
    );
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        {t(
          'Keep these recovery codes somewhere safe: each signs you in once without your phone. They are shown only now.',
        )}
      </Alert>
      <Box
        component="ul"
        aria-label={t('Recovery codes')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          m: 0,
          p: 0,
          listStyle: 'none',
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="outlined" onClick={download} sx={{ alignSelf: 'flex-start' }}>
        {t('Download')}
      </Button>
    </Stack>
  );
}
