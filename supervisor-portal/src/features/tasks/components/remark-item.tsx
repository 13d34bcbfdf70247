import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { TaskComment } from 'shared-api';
import { RemarkEditForm } from './remark-edit-form';

interface RemarkItemProps {
  taskId: number;
  comment: TaskComment;
  /** The intern's comment, not a supervisor's remark. */
  byIntern: boolean;
  /** The signed-in supervisor wrote it (by user id, as the server decides): only then editable. */
  own: boolean;
}

/** One comment or remark with its author; the supervisor's own remarks can be edited in place. */
export function RemarkItem({ taskId, comment, byIntern, own }: RemarkItemProps) {
  const [editing, setEditing] = useState(false);
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography component="span" variant="subtitle2">
          {comment.madeby}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary">
          {byIntern ? 'Comment' : 'Remark'}
        </Typography>
      </Stack>
      {editing ? (
        <Box sx={{ mt: 1 }}>
          <RemarkEditForm
            taskId={taskId}
            remarkId={comment.id}
            text={comment.Comments}
            onDone={() => setEditing(false)}
          />
        </Box>
      ) : (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', flexGrow: 1 }}>
            {comment.Comments}
          </Typography>
          {own && (
            <Button size="small" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
        </Stack>
      )}
    </ListItem>
  );
}
