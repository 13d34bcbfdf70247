import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useT } from 'shared-api';
import {
  getLogbookFile,
  logbookFileKey,
  logbookFileMessages,
  type LogbookAttachment,
} from 'shared-api/logbook';
import { saveFile } from 'shared-api/save-file';
import { InlineLoading, useQueryFailure } from 'shared-ui/feedback';
import { dataUrlOf } from './data-url';

/** The whole file: an image shown at the dialog's width, a PDF offered to save. */
export function LogbookFileDialog({
  file,
  onClose,
}: {
  file: LogbookAttachment;
  onClose: () => void;
}) {
  const t = useT();
  const image = file.ContentType !== 'application/pdf';
  const query = useQuery({
    queryKey: logbookFileKey(file.Id, false),
    queryFn: async () => {
      const blob = await getLogbookFile(file.Id);
      return { blob, url: image ? await dataUrlOf(blob) : undefined };
    },
    staleTime: Infinity,
    // A refusal (404: not theirs, or removed) stays one; the popup says it.
    retry: false,
  });
  useQueryFailure(query.error, logbookFileMessages.couldNotOpen);
  const url = query.data?.url;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{file.Name}</DialogTitle>
      <DialogContent>
        {query.error ? (
          <Alert severity="error">{t(logbookFileMessages.couldNotOpen)}</Alert>
        ) : !query.data ? (
          <InlineLoading />
        ) : url ? (
          <Box component="img" src={url} alt={file.Name} sx={{ width: '100%', height: 'auto' }} />
        ) : null}
      </DialogContent>
      <DialogActions>
        {query.data && (
          <Button onClick={() => saveFile(file.Name, query.data.blob)}>{t('Download')}</Button>
        )}
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
