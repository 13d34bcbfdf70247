import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from 'shared-api';
import { getLogbookFile, logbookFileKey, type LogbookAttachment } from 'shared-api/logbook';
import { LogbookFileDialog } from './logbook-file-dialog';
import { dataUrlOf } from './data-url';

const TILE = 112;
export const isImage = (file: LogbookAttachment) => file.ContentType !== 'application/pdf';

/** The thumbnail (fetched with the session: a plain <img src> would carry no token), or "PDF". */
function Preview({ file }: { file: LogbookAttachment }) {
  const t = useT();
  const image = isImage(file);
  const query = useQuery({
    queryKey: logbookFileKey(file.Id, true),
    queryFn: async () => dataUrlOf(await getLogbookFile(file.Id, true)),
    enabled: image,
    staleTime: Infinity,
  });
  const url = query.data;
  const frame = {
    width: TILE,
    height: (TILE * 3) / 4,
    borderRadius: 1,
    bgcolor: 'action.hover',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
  };
  if (image && url) {
    return <Box component="img" src={url} alt={file.Name} sx={{ ...frame, objectFit: 'cover' }} />;
  }
  return (
    <Box sx={frame} aria-hidden>
      <Typography variant="caption" color="text.secondary">
        {image ? null : t('PDF')}
      </Typography>
    </Box>
  );
}

export interface LogbookFileTilesProps {
  files: LogbookAttachment[];
  /** Given while the week is editable: each tile has a Remove button. */
  onRemove?: (file: LogbookAttachment) => void;
  /** The file being removed, whose button waits. */
  removingId?: number;
}

/**
 * A logbook week's photos and PDFs as tiles that wrap (nothing sideways at 360 px): a click
 * opens the whole file (an image in a dialog, a PDF saved), for everyone who reads the week.
 */
export function LogbookFileTiles({ files, onRemove, removingId }: LogbookFileTilesProps) {
  const t = useT();
  const [open, setOpen] = useState<LogbookAttachment>();
  return (
    <>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
      >
        {files.map((file) => (
          <Box component="li" key={file.Id} sx={{ width: TILE }}>
            <Button
              onClick={() => setOpen(file)}
              aria-label={t('Open {name}', { name: file.Name })}
              sx={{ display: 'block', p: 0, minWidth: 0, borderRadius: 1 }}
            >
              <Preview file={file} />
            </Button>
            <Typography variant="caption" component="p" noWrap title={file.Name}>
              {file.Name}
            </Typography>
            {onRemove && (
              <Button
                size="small"
                color="error"
                disabled={removingId === file.Id}
                onClick={() => onRemove(file)}
                aria-label={t('Remove {name}', { name: file.Name })}
              >
                {t('Remove')}
              </Button>
            )}
          </Box>
        ))}
      </Box>
      {open && <LogbookFileDialog file={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}

/** "Photos and files" of a week, read-only (the supervisor's review); nothing when it has none. */
export function LogbookFilesSection({ files }: { files: LogbookAttachment[] }) {
  const t = useT();
  if (files.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="logbook-files-title">
      <Typography variant="h6" component="h2" id="logbook-files-title" gutterBottom>
        {t('Photos and files')}
      </Typography>
      <LogbookFileTiles files={files} />
    </Box>
  );
}
