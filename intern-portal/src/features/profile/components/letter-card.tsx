import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDate, useT } from 'shared-api';
import { linkedInAddUrl } from 'shared-api/credentials';
import { credentialFileName, downloadMyCredential, downloadMyLetter } from 'shared-api/letters';
import { saveFile } from 'shared-api/save-file';
import { useQueryFailure } from 'shared-ui/feedback';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { LETTER_FILE_NAME, letterMessages, myLetterQuery } from '../api/letter-queries';

type Download = 'letter' | 'credential';

/**
 * 'Completion Letter': shown once the intern has a live letter, with its PDF and, once it has
 * one (issue 86), its signed credential to download and its add-to-profile link on LinkedIn.
 */
export function LetterCard() {
  const t = useT();
  const query = useQuery(myLetterQuery());
  useQueryFailure(query.error, letterMessages.couldNotGetLetter);
  const code = query.data?.Code ?? '';
  const download = useConfirmedMutation({
    mutationFn: (what: Download) =>
      what === 'letter' ? downloadMyLetter() : downloadMyCredential(),
    failureMessage: (what) =>
      what === 'letter'
        ? letterMessages.couldNotDownloadLetter
        : letterMessages.couldNotDownloadCredential,
    onSuccess: (file, what) =>
      saveFile(what === 'letter' ? LETTER_FILE_NAME : credentialFileName(code), file),
  });

  const letter = query.data;
  if (!letter) return null;
  const busy = download.pendingId !== undefined;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('Completion Letter')}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {t('Issued on {date}. Verification code: {code}', {
            date: formatDate(letter.IssuedOn),
            code: letter.Code,
          })}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" onClick={() => void download.run('letter')} disabled={busy}>
            {t('Download Letter')}
          </Button>
          {letter.Credential && (
            <>
              <Button
                variant="outlined"
                onClick={() => void download.run('credential')}
                disabled={busy}
              >
                {t('Download credential')}
              </Button>
              <Button
                variant="outlined"
                component="a"
                href={linkedInAddUrl(letter.Credential, letter.Code)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('Add to LinkedIn')}
              </Button>
            </>
          )}
        </Stack>
        {letter.Credential && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t(
              'The credential is this letter as a file signed by {organisation} (Open Badges): learner wallets and job sites read it, and anyone can check it.',
              { organisation: letter.Credential.Organisation },
            )}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
