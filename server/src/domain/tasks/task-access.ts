import type { DbOrTrx } from '../../db/database';
import { forbidden, notFound } from '../../lib/errors';
import { m } from '../../lib/texts';
import type { SessionUser } from '../accounts/sessions.repository';
import { findTaskView, type TaskView } from './tasks.repository';

export type Actor = Pick<SessionUser, 'id' | 'role'>;
export type TaskRule = (actor: Actor, task: TaskView) => boolean;

/**
 * A task's supervisors' ids: the one who assigned it, and the intern's current supervisor (so a
 * reassigned intern's open tasks, or a deleted supervisor's, are not orphaned). They act on the
 * task, and hear of its intern's acts.
 */
export const taskSupervisors = (task: TaskView) =>
  [task.assigned_by, task.intern_supervisor_id].filter((id): id is number => id !== null);

export const supervises: TaskRule = (actor, task) =>
  actor.role === 'SUP' && taskSupervisors(task).includes(actor.id);

export const isTaskIntern: TaskRule = (actor, task) =>
  actor.role === 'INT' && task.assigned_to === actor.id;

/** Who may comment on a task: its intern and its supervisors. */
export const takesPart: TaskRule = (actor, task) =>
  isTaskIntern(actor, task) || supervises(actor, task);

/** Who may read a task: those who take part, and any admin. */
export const reads: TaskRule = (actor, task) => actor.role === 'ADM' || takesPart(actor, task);

/** Loads a task and checks the rule by user id: 404 unknown, 403 not yours. */
export async function taskFor(db: DbOrTrx, actor: Actor, id: number, rule: TaskRule) {
  const task = await findTaskView(db, id);
  if (!task) throw notFound(m('Task not found'));
  if (!rule(actor, task)) throw forbidden(m('This task is not yours.'));
  return task;
}
