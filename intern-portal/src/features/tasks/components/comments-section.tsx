import { errorMessages, m, successMessages, type TaskComment } from 'shared-api';
import { TaskThread, type ThreadTexts } from 'shared-ui/task-thread';
import { internKeys } from '../../../api/query-keys';

const COMMENT_TEXTS: ThreadTexts = {
  empty: m('No comments yet'),
  addLabel: m('Add a comment'),
  addButton: m('Add Comment'),
  editLabel: m('Edit comment'),
  added: successMessages.commentAdded,
  updated: successMessages.commentUpdated,
  couldNotAdd: errorMessages.couldNotAddComment,
  couldNotUpdate: errorMessages.couldNotUpdateComment,
};

interface CommentsSectionProps {
  taskId: number;
  /** The signed-in intern, to whom the task is assigned. */
  userId: number;
  comments: TaskComment[];
  /** Remarks newer than this id are marked new. */
  seenUpTo: number;
}

/** 'Comments and Remarks' as the intern sees it: their comments, the supervisors' remarks. */
export function CommentsSection({ taskId, userId, comments, seenUpTo }: CommentsSectionProps) {
  return (
    <TaskThread
      options={{
        taskId,
        userId,
        taskKey: internKeys.task(taskId),
        listKey: internKeys.tasks,
        texts: COMMENT_TEXTS,
      }}
      entries={comments}
      internId={userId}
      isNew={(comment) => comment.id > seenUpTo}
    />
  );
}
