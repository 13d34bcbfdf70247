import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { onOneConnection } from '../../db/one-connection';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { m } from '../../lib/texts';
import * as comments from './comments.repository';
import { notify } from '../notifications/notifications.service';
import { isTaskIntern, takesPart, taskSupervisors, type Actor } from './task-access';
import { findTaskView } from './tasks.repository';

/** The Userid a client sends is checked against the token, never trusted. */
export async function addComment(
  db: Db,
  config: Config,
  actor: Actor,
  input: { Taskid: number; Userid: number; Intern_comment: string },
) {
  if (input.Userid !== actor.id) throw forbidden(m('You can only comment as yourself.'));
  // One transaction: the comment and its notification exist together or not at all.
  return db.transaction().execute(async (conn) => {
    const task = await findTaskView(conn, input.Taskid);
    if (!task) throw fieldError('Taskid', m('The selected task does not exist.'));
    if (!takesPart(actor, task)) throw forbidden(m('This task is not yours.'));
    const id = await comments.insertComment(conn, task.id, actor.id, input.Intern_comment);
    const byIntern = isTaskIntern(actor, task);
    await notify(conn, config, {
      kind: byIntern ? 'task_comment' : 'task_remark',
      to: byIntern ? taskSupervisors(task) : task.assigned_to,
      actorId: actor.id,
      subject: task.title,
      ref: task.id,
    });
    return id;
  });
}

/** Only the author edits a comment, by user id (not by the displayed name). */
export async function editComment(db: Db, actor: Actor, id: number, text: string) {
  await onOneConnection(db, async (conn) => {
    const comment = await comments.findComment(conn, id);
    if (!comment) throw notFound(m('Comment not found'));
    if (comment.user_id !== actor.id) throw forbidden(m('Only the author can edit a comment.'));
    await comments.updateComment(conn, id, text);
  });
}
