import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useT, type LogbookEntry } from 'shared-api';
import { LOGBOOK_FILE_TYPES, logbookFileMessages, MAX_LOGBOOK_FILES } from 'shared-api/logbook';
import { LogbookFileTiles } from 'shared-ui/logbook-files';
import { useWeekFiles } from '../hooks/use-week-files';

const EDITABLE = new Set(['not started', 'draft', 'returned']);

/**
 * "Photos and files" of the week (issue 71): up to five images or PDFs, added and removed while
 * the week can still be written; uploads need a connection (they are not queued offline).
 */
export function WeekFiles({ entry }: { entry: LogbookEntry }) {
  const t = useT();
  const { add, remove } = useWeekFiles(entry.WeekStart);
  const input = useRef<HTMLInputElement>(null);
  const editable = EDITABLE.has(entry.State);
  const files = entry.Attachments;
  const full = files.length >= MAX_LOGBOOK_FILES;
  return (
    <Stack component="section" spacing={1} aria-labelledby="week-files-title">
      <Typography variant="h6" component="h2" id="week-files-title">
        {t('Photos and files')}
      </Typography>
      {editable && (
        <Typography variant="body2" color="text.secondary">
          {t('Up to five images or PDFs, 5 MB each.')}
        </Typography>
      )}
      {files.length === 0 ? (
        <Typography color="text.secondary">{t('No photos or files yet.')}</Typography>
      ) : (
        <LogbookFileTiles
          files={files}
          onRemove={editable ? (file) => remove.mutate(file) : undefined}
          removingId={remove.isPending ? remove.variables?.Id : undefined}
        />
      )}
      {editable && (
        <Stack direction="row">
          <Button
            variant="outlined"
            disabled={full || add.isPending}
            onClick={() => input.current?.click()}
          >
            {t(logbookFileMessages.add)}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            tabIndex={-1}
            aria-label={t(logbookFileMessages.add)}
            accept={LOGBOOK_FILE_TYPES}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) add.mutate(file);
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}
