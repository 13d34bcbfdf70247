import type { Task } from 'shared-api';

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

export type AttentionFilter = 'all' | 'overdue' | 'needsRating';

export function matchesAttention(task: TaskState, filter: AttentionFilter, today: string) {
  if (filter === 'overdue') return isOverdue(task, today);
  if (filter === 'needsRating') return needsRating(task);
  return true;
}

function rank(task: TaskState, today: string): number {
  if (needsRating(task)) return 0;
  if (internCommentedLast(task)) return 1;
  if (isOverdue(task, today)) return 2;
  if (task.Status !== 'Completed') return 3;
  return 4;
}

const OPEN = 3;

/**
 * What needs the supervisor first: completed tasks waiting for a rating, then tasks whose intern
 * commented last, then overdue ones, then the open ones by deadline, then the rated ones; the
 * newest activity first among equals.
 */
export function byAttention<T extends TaskState & { id: number }>(tasks: T[], today: string): T[] {
  return [...tasks].sort(
    (a, b) =>
      rank(a, today) - rank(b, today) ||
      (rank(a, today) === OPEN ? a.Deadline.localeCompare(b.Deadline) : 0) ||
      (b.LastActivityAt ?? '').localeCompare(a.LastActivityAt ?? '') ||
      b.id - a.id,
  );
}
