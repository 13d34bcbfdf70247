import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { conflict, fieldError, forbidden } from '../../lib/errors';
import { checkDateInRange } from '../../lib/fields';
import { m, type Texts } from '../../lib/texts';
import { parseCalendarDate, todayIn } from '../../lib/time';
import { notify } from '../notifications/notifications.service';
import { findActiveUserById } from '../users/users.repository';
import { isTaskIntern, supervises, taskFor, taskSupervisors, type Actor } from './task-access';
import { taskAssignedMail, taskCompletedMail, taskRatedMail } from './task-mails';
import * as tasks from './tasks.repository';

export interface TaskInput {
  Task: string;
  Description: string;
  Deadline: string;
}

/** decisions §6: a calendar date from today on, in the firm's time zone. */
function deadline(config: Config, field: string, value: string, unchanged?: string) {
  const date = parseCalendarDate(value, config.APP_TIMEZONE);
  if (!date) throw fieldError(field, m('The {field} must be a date (YYYY-MM-DD).', { field }));
  checkDateInRange(field, date);
  // An edit may keep a past deadline, so an old task's text can still be corrected.
  if (date !== unchanged && date < todayIn(config.APP_TIMEZONE)) {
    throw fieldError(field, m('The {field} cannot be before today.', { field }));
  }
  return date;
}

const internLink = (config: Config, id: number) =>
  `${config.PUBLIC_URL}/internDashboard/tasks/${id}`;
const supervisorLink = (config: Config, id: number) =>
  `${config.PUBLIC_URL}/supervisorDashboard/taskDetails/${id}`;

/** Only to the supervisor's own active interns; the intern is e-mailed in the same commit. */
export async function assignTask(
  db: Db,
  config: Config,
  actor: Actor & { name: string },
  input: TaskInput & { AssignedTo: number },
) {
  const date = deadline(config, 'Deadline', input.Deadline);
  // The checks share the write's connection (decisions "PostgreSQL speed": one wait in the pool).
  return db.transaction().execute(async (trx) => {
    const intern = await findActiveUserById(trx, input.AssignedTo);
    if (!intern || intern.role !== 'INT') {
      throw fieldError('AssignedTo', m('The selected intern does not exist.'));
    }
    if (intern.supervisor_id !== actor.id) throw forbidden(m('This intern is not yours.'));
    const id = await tasks.insertTask(trx, {
      title: input.Task,
      description: input.Description,
      deadline: date,
      assigned_to: intern.id,
      assigned_by: actor.id,
    });
    const mail = (texts: Texts) =>
      taskAssignedMail(texts, intern.name, actor.name, input.Task, date, internLink(config, id));
    const mailIds = await notify(trx, config, {
      kind: 'task_assigned',
      to: intern.id,
      actorId: actor.id,
      subject: input.Task,
      ref: id,
      mail: { to: intern.id, content: mail },
    });
    return { id, mailIds };
  });
}

export async function editTask(db: Db, config: Config, actor: Actor, id: number, input: TaskInput) {
  // One transaction: the edit and its notification exist together or not at all.
  return db.transaction().execute(async (conn) => {
    const task = await taskFor(conn, actor, id, supervises);
    const date = deadline(config, 'Deadline', input.Deadline, task.deadline);
    await tasks.updateTask(conn, id, {
      title: input.Task,
      description: input.Description,
      deadline: date,
    });
    const to = task.assigned_to;
    return notify(conn, config, {
      kind: 'task_edited',
      to,
      actorId: actor.id,
      subject: input.Task,
      ref: id,
    });
  });
}

/** One-way and idempotent; only the first completion tells (and e-mails) the supervisors. */
export async function completeTask(db: Db, config: Config, actor: Actor, id: number) {
  return db.transaction().execute(async (trx) => {
    const task = await taskFor(trx, actor, id, isTaskIntern);
    if (!(await tasks.completeTask(trx, id))) return [];
    const link = supervisorLink(config, id);
    const mail = (texts: Texts) =>
      taskCompletedMail(texts, task.supervisor_name, task.intern_name, task.title, link);
    return notify(trx, config, {
      kind: 'task_completed',
      to: taskSupervisors(task),
      actorId: actor.id,
      subject: task.title,
      ref: id,
      mail: { to: task.assigned_by, content: mail },
    });
  });
}

/**
 * Rates a completed task and tells the intern; answers the e-mails queued, none when the rating
 * was already that value (nothing changes, nothing is sent).
 */
export async function rateTask(db: Db, config: Config, actor: Actor, id: number, rating: number) {
  return db.transaction().execute(async (trx) => {
    const task = await taskFor(trx, actor, id, supervises);
    if (task.status !== 'Completed') throw conflict(m('Only a completed task can be rated.'));
    // Completion is one-way, so a completed task that did not change already had this rating.
    if (!(await tasks.rateTask(trx, id, rating))) return [];
    const mail = (texts: Texts) =>
      taskRatedMail(texts, task.intern_name, task.title, rating, internLink(config, id));
    return notify(trx, config, {
      kind: 'task_rated',
      to: task.assigned_to,
      actorId: actor.id,
      subject: task.title,
      ref: id,
      mail: { to: task.assigned_to, content: mail },
    });
  });
}
