import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useT } from 'shared-api';
import { saveFile } from 'shared-api/save-file';
import { useConfirmedMutation } from 'shared-ui/mutations';
import {
  downloadReport,
  reportFileName,
  reportTexts,
  type ReportFile,
  type ReportScope,
} from '../api/report-queries';

/** 'Download XLSX' and 'Download PDF': the report on screen, drawn by the server. */
export function ReportDownloads({ scope }: { scope: ReportScope }) {
  const t = useT();
  const download = useConfirmedMutation({
    mutationFn: (kind: ReportFile) => downloadReport(kind, scope),
    failureMessage: t(reportTexts.downloadFailure),
    onSuccess: (file, kind) => saveFile(reportFileName(scope, kind), file),
    idOf: (kind) => kind,
  });
  const button = (kind: ReportFile, label: string) => (
    <Button
      variant="outlined"
      onClick={() => void download.run(kind)}
      disabled={download.pendingId !== undefined}
    >
      {label}
    </Button>
  );
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      {button('Xlsx', t('Download XLSX'))}
      {button('Pdf', t('Download PDF'))}
    </Stack>
  );
}
