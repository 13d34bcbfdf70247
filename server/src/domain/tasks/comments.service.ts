import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { onOneConnection } from '../../db/one-connection';
import { isUniqueViolation } from '../../lib/db-errors';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { m } from '../../lib/texts';
import * as comments from './comments.repository';
import { notify } from '../notifications/notifications.service';
import { isTaskIntern, takesPart, taskSupervisors, type Actor } from './task-access';
import { findTaskView } from './tasks.repository';

/**
 * The Userid a client sends is checked against the token, never trusted. A comment sent again
 * with the same request key (a phone's queued comment whose first answer was lost, or two sends
 * at once) is answered with the comment it made the first time: written and notified once.
 */
export async function addComment(
  db: Db,
  config: Config,
  actor: Actor,
  input: { Taskid: number; Userid: number; Intern_comment: string },
  requestKey: string | null = null,
): Promise<number> {
  if (input.Userid !== actor.id) throw forbidden(m('You can only comment as yourself.'));
  try {
    // One transaction: the comment and its notification exist together or not at all.
    return await db.transaction().execute(async (conn) => {
      const task = await findTaskView(conn, input.Taskid);
      if (!task) throw fieldError('Taskid', m('The selected task does not exist.'));
      if (!takesPart(actor, task)) throw forbidden(m('This task is not yours.'));
      const text = input.Intern_comment;
      const id = await comments.insertComment(conn, task.id, actor.id, text, requestKey);
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
  } catch (error) {
    // The key's unique index refused a second comment (and rolled back its notification).
    const again = requestKey && isUniqueViolation(error);
    const id = again && (await comments.findCommentByRequestKey(db, actor.id, requestKey));
    if (id) return id;
    throw error;
  }
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
