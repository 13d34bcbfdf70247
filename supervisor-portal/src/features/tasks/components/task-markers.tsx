import { useT, type Task } from 'shared-api';
import { ToneChip } from 'shared-ui/badges';
import { internCommentedLast, isOverdue, needsRating } from '../api/task-attention';

type TaskState = Pick<Task, 'Status' | 'Rating' | 'Deadline'> &
  Partial<Pick<Task, 'AssignedTo' | 'LastComment'>>;

/** 'Overdue' in red when the deadline passed and the task is not Completed. */
export function OverdueMarker({ task, today }: { task: TaskState; today: string }) {
  const t = useT();
  return isOverdue(task, today) ? <ToneChip tone="red" label={t('Overdue')} /> : null;
}

/** 'Needs rating' in orange when the intern completed the task and it has no rating yet. */
export function NeedsRatingMarker({ task }: { task: TaskState }) {
  const t = useT();
  return needsRating(task) ? <ToneChip tone="orange" label={t('Needs rating')} /> : null;
}

/** 'New comment' in blue when the intern wrote the newest comment on the task. */
export function NewCommentMarker({ task }: { task: TaskState }) {
  const t = useT();
  return internCommentedLast(task) ? <ToneChip tone="blue" label={t('New comment')} /> : null;
}
