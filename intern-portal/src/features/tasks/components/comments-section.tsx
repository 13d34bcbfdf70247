import { useQueryClient } from '@tanstack/react-query';
import { errorMessages, m, successMessages, type TaskComment } from 'shared-api';
import type { AddCommentPayload } from 'shared-api/forms';
import { newRequestKey } from 'shared-api/offline-changes';
import { TaskThread, type ThreadTexts } from 'shared-ui/task-thread';
import { KEPT_MESSAGE, sendOrKeep, wasQueued } from '../../../api/offline/change-queue';
import { internKeys } from '../../../api/query-keys';
import { useWaitingChanges } from '../../../hooks/use-kept-changes';
import { isCommentOn, WaitingComments } from './waiting-comments';

const COMMENT_TEXTS: ThreadTexts = {
  empty: m('No comments yet'),
  addLabel: m('Add a comment'),
  addButton: m('Add Comment'),
  editLabel: m('Edit comment'),
  added: successMessages.commentAdded,
  updated: successMessages.commentUpdated,
  couldNotAdd: errorMessages.couldNotAddComment,
  couldNotUpdate: errorMessages.couldNotUpdateComment,
  kept: KEPT_MESSAGE,
};

interface CommentsSectionProps {
  taskId: number;
  /** The task's name, shown with a comment that could not be sent. */
  taskName: string;
  /** The signed-in intern, to whom the task is assigned. */
  userId: number;
  comments: TaskComment[];
  /** Remarks newer than this id are marked new. */
  seenUpTo: number;
}

/**
 * 'Comments and Remarks' as the intern sees it: their comments, the supervisors' remarks, and
 * their comments kept on the phone while offline ('Waiting to send').
 */
export function CommentsSection(props: CommentsSectionProps) {
  const { taskId, taskName, userId, comments, seenUpTo } = props;
  const queryClient = useQueryClient();
  const waiting = useWaitingChanges(isCommentOn(taskId));
  const send = async ({ Intern_comment }: AddCommentPayload) => {
    const answer = await sendOrKeep(queryClient, userId, {
      Kind: 'comment',
      TaskId: taskId,
      TaskName: taskName,
      Text: Intern_comment,
      RequestKey: newRequestKey(),
    });
    return { kept: wasQueued(answer) };
  };
  return (
    <TaskThread
      options={{
        taskId,
        userId,
        taskKey: internKeys.task(taskId),
        listKey: internKeys.tasks,
        texts: COMMENT_TEXTS,
        send,
      }}
      entries={comments}
      internId={userId}
      isNew={(comment) => comment.id > seenUpTo}
      waiting={waiting.length > 0 && <WaitingComments waiting={waiting} />}
    />
  );
}
