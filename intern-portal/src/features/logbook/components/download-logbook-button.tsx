import Button from '@mui/material/Button';
import { useT } from 'shared-api';
import { saveFile } from 'shared-api/save-file';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { couldNotDownloadLogbook, downloadMyLogbook, LOGBOOK_FILE_NAME } from '../api/logbook-pdf';

/** 'Download Logbook': the signed weeks as a PDF, for a university or an employer. */
export function DownloadLogbookButton() {
  const t = useT();
  const download = useConfirmedMutation({
    mutationFn: () => downloadMyLogbook(),
    failureMessage: couldNotDownloadLogbook,
    // No week signed yet, or weeks the university wants countersigned first: the server says so.
    explainedStatuses: [404, 409],
    onSuccess: (pdf) => saveFile(LOGBOOK_FILE_NAME, pdf),
    idOf: () => 'logbook',
  });
  return (
    <Button
      variant="outlined"
      sx={{ alignSelf: 'flex-start' }}
      onClick={() => void download.run(undefined)}
      disabled={download.pendingId !== undefined}
    >
      {t('Download Logbook')}
    </Button>
  );
}
