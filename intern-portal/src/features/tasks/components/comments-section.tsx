import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TaskComment } from 'shared-api';
import { useCurrentUserId } from '../hooks/use-current-user';
import { AddCommentForm } from './add-comment-form';
import { CommentItem } from './comment-item';

interface CommentsSectionProps {
  taskId: number;
  comments: TaskComment[];
  /** Remarks newer than this id are marked new. */
  seenUpTo: number;
}

/** 'Comments and Remarks' with their authors, then the add-comment form. */
export function CommentsSection({ taskId, comments, seenUpTo }: CommentsSectionProps) {
  const userId = useCurrentUserId();
  return (
    <Stack component="section" aria-labelledby="comments-title" spacing={1}>
      <Typography id="comments-title" variant="h6" component="h2">
        Comments and Remarks
      </Typography>
      {comments.length === 0 ? (
        <Typography color="text.secondary">No comments yet</Typography>
      ) : (
        <List disablePadding>
          {comments.map((comment) => {
            // The server allows editing by user id (decisions.md §2), so the check here is the same.
            const own = comment.user_id === userId;
            return (
              <CommentItem
                key={comment.id}
                taskId={taskId}
                comment={comment}
                own={own}
                isNew={!own && comment.id > seenUpTo}
              />
            );
          })}
        </List>
      )}
      <AddCommentForm taskId={taskId} />
    </Stack>
  );
}
