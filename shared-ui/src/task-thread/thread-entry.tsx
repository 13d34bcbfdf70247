import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT, type TaskComment } from 'shared-api';
import type { ThreadOptions } from './thread-options';
import { ThreadEditForm } from './thread-edit-form';

interface ThreadEntryProps {
  options: ThreadOptions;
  entry: TaskComment;
  /** 'Comment' (the intern's) or 'Remark' (a supervisor's). */
  kind: 'Comment' | 'Remark';
  /** The signed-in user wrote it (by user id, as the server decides): only then editable. */
  own: boolean;
  /** Marked 'New' (a remark the intern has not seen). */
  isNew: boolean;
}

/** One entry with its author and kind; one's own can be edited in place. */
export function ThreadEntry({ options, entry, kind, own, isNew }: ThreadEntryProps) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" variant="subtitle2">
          {entry.madeby}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary">
          {kind === 'Comment' ? t('Comment') : t('Remark')}
        </Typography>
        {isNew && <Chip size="small" color="primary" label={t('New')} />}
      </Stack>
      {editing ? (
        <Box sx={{ mt: 1 }}>
          <ThreadEditForm
            options={options}
            entryId={entry.id}
            text={entry.Comments}
            onDone={() => setEditing(false)}
          />
        </Box>
      ) : (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', flexGrow: 1 }}>
            {entry.Comments}
          </Typography>
          {own && (
            <Button size="small" onClick={() => setEditing(true)}>
              {t('Edit')}
            </Button>
          )}
        </Stack>
      )}
    </ListItem>
  );
}
