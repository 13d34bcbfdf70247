import Paper from '@mui/material/Paper';
import { errorMessages, successMessages, type TaskDetail } from 'shared-api';
import { TaskThread, type ThreadTexts } from 'shared-ui/task-thread';
import { supervisorKeys } from '../../../api/query-keys';

const REMARK_TEXTS: ThreadTexts = {
  empty: 'No comments or remarks yet',
  addLabel: 'Add Remarks',
  addButton: 'Add Remarks',
  editLabel: 'Edit remark',
  added: successMessages.remarkAdded,
  updated: successMessages.remarkUpdated,
  couldNotAdd: errorMessages.couldNotAddRemark,
  couldNotUpdate: errorMessages.couldNotUpdateRemark,
};

/** 'Comments and Remarks' as the supervisor sees it: the intern's comments, the remarks. */
export function RemarksSection({ detail, userId }: { detail: TaskDetail; userId: number }) {
  const { task, comment } = detail;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <TaskThread
        options={{
          taskId: task.id,
          userId,
          taskKey: supervisorKeys.task(task.id),
          listKey: supervisorKeys.tasks,
          texts: REMARK_TEXTS,
        }}
        entries={comment}
        internId={task.AssignedTo}
      />
    </Paper>
  );
}
