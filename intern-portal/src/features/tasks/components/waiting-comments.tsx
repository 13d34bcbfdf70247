import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from 'shared-api';
import type { QueuedChange, WaitingChange } from 'shared-api/offline-changes';
import { WaitingToSend } from '../../../components/waiting-to-send';

export type CommentChange = WaitingChange & Extract<QueuedChange, { Kind: 'comment' }>;

/** A task's comments among the waiting changes. */
export const isCommentOn =
  (taskId: number) =>
  (change: WaitingChange): change is CommentChange =>
    change.Kind === 'comment' && change.TaskId === taskId;

/** The intern's comments on a task kept on the phone, after those the server has. */
export function WaitingComments({ waiting }: { waiting: CommentChange[] }) {
  const t = useT();
  return (
    <List aria-label={t('Comments waiting to send')} disablePadding sx={{ mb: 2 }}>
      {waiting.map((comment) => (
        <ListItem key={comment.Id} divider disableGutters>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="subtitle2" component="span">
                {t('Comment')}
              </Typography>
              <WaitingToSend />
            </Stack>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {comment.Text}
            </Typography>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
