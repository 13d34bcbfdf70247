import type { Db } from '../../db/database';
import { onOneConnection } from '../../db/one-connection';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import * as comments from './comments.repository';
import { takesPart, type Actor } from './task-access';
import { findTaskView } from './tasks.repository';

/** The Userid a client sends is checked against the token, never trusted. */
export async function addComment(
  db: Db,
  actor: Actor,
  input: { Taskid: number; Userid: number; Intern_comment: string },
) {
  if (input.Userid !== actor.id) throw forbidden('You can only comment as yourself.');
  // The check shares the insert's connection (decisions "PostgreSQL speed": one wait in the pool).
  return onOneConnection(db, async (conn) => {
    const task = await findTaskView(conn, input.Taskid);
    if (!task) throw fieldError('Taskid', 'The selected task does not exist.');
    if (!takesPart(actor, task)) throw forbidden('This task is not yours.');
    return comments.insertComment(conn, task.id, actor.id, input.Intern_comment);
  });
}

/** Only the author edits a comment, by user id (not by the displayed name). */
export async function editComment(db: Db, actor: Actor, id: number, text: string) {
  await onOneConnection(db, async (conn) => {
    const comment = await comments.findComment(conn, id);
    if (!comment) throw notFound('Comment not found');
    if (comment.user_id !== actor.id) throw forbidden('Only the author can edit a comment.');
    await comments.updateComment(conn, id, text);
  });
}
