import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { TaskComment } from 'shared-api';
import { CommentEditForm } from './comment-edit-form';

interface CommentItemProps {
  taskId: number;
  comment: TaskComment;
  /** The signed-in intern wrote it: only then can it be edited. */
  own: boolean;
  /** A remark that came since the intern last opened the task. */
  isNew: boolean;
}

/** One comment (the intern's) or remark (a supervisor's) with its author. */
export function CommentItem({ taskId, comment, own, isNew }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" variant="subtitle2">
          {comment.madeby}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary">
          {own ? 'Comment' : 'Remark'}
        </Typography>
        {isNew && <Chip size="small" color="primary" label="New" />}
      </Stack>
      {editing ? (
        <Box sx={{ mt: 1 }}>
          <CommentEditForm
            taskId={taskId}
            commentId={comment.id}
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
