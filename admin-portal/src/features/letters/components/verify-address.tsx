import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate, useT } from 'shared-api';
import { showError, showSuccess } from 'shared-ui/feedback';
import { letterMessages, type IssuedLetter } from '../api/letter-queries';

/** Between the label and the address. */
const GAP = ' ';

/**
 * Where a university checks the valid letter: the address its PDF prints, to open or to copy
 * into a reply. It breaks anywhere so that a phone shows it whole.
 */
export function VerifyAddress({ letter }: { letter: IssuedLetter }) {
  const t = useT();
  const copy = () =>
    navigator.clipboard
      .writeText(letter.VerifyUrl)
      .then(() => showSuccess(translate(letterMessages.addressCopied)))
      .catch(() => showError(translate(letterMessages.couldNotCopy)));

  return (
    <Stack spacing={1}>
      <Typography>
        {t('Verification address:')}
        {GAP}
        <Link
          href={letter.VerifyUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {letter.VerifyUrl}
        </Link>
      </Typography>
      <div>
        <Button size="small" variant="outlined" onClick={() => void copy()}>
          {t('Copy Address')}
        </Button>
      </div>
    </Stack>
  );
}
