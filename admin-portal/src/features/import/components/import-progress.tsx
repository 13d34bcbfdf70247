import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useT } from 'shared-api';
import { adminKeys } from '../../../api/query-keys';
import type { ImportJob } from '../api/import-calls';

/** A started import: its progress while it runs on the server, then what it did. */
export function ImportProgress({ job }: { job: ImportJob }) {
  const t = useT();
  const queryClient = useQueryClient();
  const running = job.Status === 'running';
  useEffect(() => {
    // The list shows it as done (and undoable) once it ends.
    if (!running) void queryClient.invalidateQueries({ queryKey: [...adminKeys.imports, 'list'] });
  }, [running, queryClient]);

  if (running) {
    const percent = job.TotalRows > 0 ? Math.round((100 * job.DoneRows) / job.TotalRows) : 0;
    return (
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography>
          {t('Importing: {done} of {total} rows.', { done: job.DoneRows, total: job.TotalRows })}
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-label={t('Import progress')} />
      </Stack>
    );
  }
  const text =
    job.Status === 'done'
      ? t('{count, plural, one {# row was} other {# rows were}} imported; {skipped} skipped.', {
          count: job.DoneRows,
          skipped: job.SkippedRows,
        })
      : job.Status === 'refused'
        ? t('Nothing was imported: some rows have errors (all or nothing).')
        : job.Status === 'undone'
          ? t('The import was undone.')
          : t('The import failed; nothing was imported.');
  return (
    <Alert severity={job.Status === 'done' ? 'success' : 'warning'} sx={{ mb: 3 }}>
      {text}
    </Alert>
  );
}
