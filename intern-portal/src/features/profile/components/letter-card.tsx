import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDate, useT } from 'shared-api';
import { saveFile } from 'shared-api/save-file';
import { useQueryFailure } from 'shared-ui/feedback';
import { useConfirmedMutation } from 'shared-ui/mutations';
import {
  downloadMyLetter,
  LETTER_FILE_NAME,
  letterMessages,
  myLetterQuery,
} from '../api/letter-queries';

/** 'Completion Letter': shown once the intern has a live letter, with its download. */
export function LetterCard() {
  const t = useT();
  const query = useQuery(myLetterQuery());
  useQueryFailure(query.error, letterMessages.couldNotGetLetter);
  const download = useConfirmedMutation({
    mutationFn: () => downloadMyLetter(),
    failureMessage: letterMessages.couldNotDownloadLetter,
    onSuccess: (pdf) => saveFile(LETTER_FILE_NAME, pdf),
    idOf: () => 'letter',
  });

  const letter = query.data;
  if (!letter) return null;
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
        <Button
          variant="contained"
          onClick={() => void download.run(undefined)}
          disabled={download.pendingId !== undefined}
        >
          {t('Download Letter')}
        </Button>
      </CardContent>
    </Card>
  );
}
