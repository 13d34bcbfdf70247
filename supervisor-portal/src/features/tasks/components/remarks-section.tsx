import Paper from '@mui/material/Paper';
import { useMemo } from 'react';
import { errorMessages, successMessages, useT, type TaskDetail } from 'shared-api';
import { TaskThread, type ThreadTexts } from 'shared-ui/task-thread';
import { supervisorKeys } from '../../../api/query-keys';

// The thread's own texts in the language on screen; the toasts are shared-api's messages.
const useRemarkTexts = (): ThreadTexts => {
  const t = useT();
  return useMemo(
    () => ({
      empty: t('No comments or remarks yet'),
      addLabel: t('Add Remarks'),
      addButton: t('Add Remarks'),
      editLabel: t('Edit remark'),
      added: successMessages.remarkAdded,
      updated: successMessages.remarkUpdated,
      couldNotAdd: errorMessages.couldNotAddRemark,
      couldNotUpdate: errorMessages.couldNotUpdateRemark,
    }),
    [t],
  );
};

/** 'Comments and Remarks' as the supervisor sees it: the intern's comments, the remarks. */
export function RemarksSection({ detail, userId }: { detail: TaskDetail; userId: number }) {
  const { task, comment } = detail;
  const texts = useRemarkTexts();
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <TaskThread
        options={{
          taskId: task.id,
          userId,
          taskKey: supervisorKeys.task(task.id),
          listKey: supervisorKeys.tasks,
          texts,
        }}
        entries={comment}
        internId={task.AssignedTo}
      />
    </Paper>
  );
}
