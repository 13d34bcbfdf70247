import type { Task, TaskAttention } from 'shared-api';

type TaskState = Pick<Task, 'Status' | 'Rating' | 'Deadline'> &
  Partial<Pick<Task, 'AssignedTo' | 'LastComment' | 'LastActivityAt'>>;

/** Beyond the spec: a deadline passed and the task not Completed. */
export function isOverdue(task: TaskState, today: string): boolean {
  return task.Status !== 'Completed' && task.Deadline < today;
}

/** The intern completed it and it waits for the supervisor's rating. */
export function needsRating(task: TaskState): boolean {
  return task.Status === 'Completed' && task.Rating === null;
}

/** The intern spoke last: their comment waits for the supervisor's answer. */
export function internCommentedLast(task: TaskState): boolean {
  return Boolean(task.LastComment) && task.LastComment?.user_id === task.AssignedTo;
}

/** The Assigned Tasks switch: every task, or only those the server's `attention` keeps. */
export type AttentionFilter = 'all' | TaskAttention;
