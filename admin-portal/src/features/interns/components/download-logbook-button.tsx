import Button from '@mui/material/Button';
import { useT, type Id } from 'shared-api';
import { saveFile } from 'shared-api/save-file';
import { useConfirmedMutation } from 'shared-ui/mutations';
import {
  couldNotDownloadLogbook,
  downloadInternLogbook,
  LOGBOOK_FILE_NAME,
} from '../api/logbook-pdf';

/** 'Download Logbook': the intern's signed weeks as a PDF (none signed yet: the server says so). */
export function DownloadLogbookButton({ internId }: { internId: Id }) {
  const t = useT();
  const download = useConfirmedMutation({
    mutationFn: () => downloadInternLogbook(internId),
    failureMessage: t(couldNotDownloadLogbook),
    // No week signed yet, or weeks the university wants countersigned first: the server says so.
    explainedStatuses: [404, 409],
    onSuccess: (pdf) => saveFile(LOGBOOK_FILE_NAME, pdf),
    idOf: () => 'logbook',
  });
  return (
    <Button
      variant="outlined"
      onClick={() => void download.run(undefined)}
      disabled={download.pendingId !== undefined}
    >
      {t('Download Logbook')}
    </Button>
  );
}
