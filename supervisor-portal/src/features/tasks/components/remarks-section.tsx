import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSessionStore, type TaskDetail } from 'shared-api';
import { AddRemarkForm } from './add-remark-form';
import { RemarkItem } from './remark-item';

/** 'Comments and Remarks': the list with each author, then 'Add Remarks'. */
export function RemarksSection({ detail }: { detail: TaskDetail }) {
  const userId = useSessionStore((state) => state.user_info?.user_id);
  const { task, comment } = detail;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="remarks-heading">
      <Typography id="remarks-heading" component="h2" variant="h6" gutterBottom>
        Comments and Remarks
      </Typography>
      {comment.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No comments or remarks yet
        </Typography>
      ) : (
        <List aria-labelledby="remarks-heading" sx={{ mb: 2 }}>
          {comment.map((item) => (
            <RemarkItem
              key={item.id}
              taskId={task.id}
              comment={item}
              byIntern={item.user_id === task.AssignedTo}
              own={userId !== undefined && item.user_id === userId}
            />
          ))}
        </List>
      )}
      {userId !== undefined && <AddRemarkForm taskId={task.id} userId={userId} />}
    </Paper>
  );
}
