import { m, type Task } from 'shared-api';

/** How pressing a deadline is: open tasks overdue, due within two days, or later. */
export type Urgency = 'done' | 'overdue' | 'soon' | 'later';

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** Whole days from `today` to `deadline` (both YYYY-MM-DD); negative when past. */
export function daysUntil(deadline: string, today: string): number {
  return Math.round(utcDay(deadline) - utcDay(today));
}

export function urgencyOf(task: Pick<Task, 'Status' | 'Deadline'>, today: string): Urgency {
  if (task.Status === 'Completed') return 'done';
  const days = daysUntil(task.Deadline, today);
  if (days < 0) return 'overdue';
  return days <= 2 ? 'soon' : 'later';
}

/**
 * The words beside the deadline, so urgency never rests on colour alone (marked English, shown
 * with t); null when none.
 */
export function urgencyText(task: Pick<Task, 'Status' | 'Deadline'>, today: string): string | null {
  const urgency = urgencyOf(task, today);
  if (urgency === 'overdue') return m('Overdue');
  if (urgency !== 'soon') return null;
  const days = daysUntil(task.Deadline, today);
  if (days === 0) return m('Due today');
  return days === 1 ? m('Due tomorrow') : m('Due in 2 days');
}

/** What is due comes first: open tasks by deadline (overdue first), then completed, latest first. */
export function inDueOrder<T extends Pick<Task, 'id' | 'Status' | 'Deadline'>>(tasks: T[]): T[] {
  const open = (task: T) => task.Status !== 'Completed';
  return [...tasks].sort((a, b) => {
    if (open(a) !== open(b)) return open(a) ? -1 : 1;
    const byDeadline = a.Deadline.localeCompare(b.Deadline);
    if (byDeadline !== 0) return open(a) ? byDeadline : -byDeadline;
    return a.id - b.id;
  });
}
