import type { DbOrTrx } from '../../db/database';
import { isoNow } from '../../lib/time';

/** A task's comments and remarks with their authors' names, oldest first. */
export async function listTaskComments(db: DbOrTrx, taskId: number) {
  return db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .select(['comments.id as id', 'comments.body as body', 'comments.user_id as user_id'])
    .select(['comments.created_at as created_at', 'comments.updated_at as updated_at'])
    .select('users.name as madeby')
    .where('comments.task_id', '=', taskId)
    .orderBy('comments.created_at')
    .orderBy('comments.id')
    .execute();
}

export async function findComment(db: DbOrTrx, id: number) {
  return db
    .selectFrom('comments')
    .select(['id', 'task_id', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertComment(db: DbOrTrx, taskId: number, userId: number, body: string) {
  const now = isoNow();
  const row = await db
    .insertInto('comments')
    .values({ task_id: taskId, user_id: userId, body, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateComment(db: DbOrTrx, id: number, body: string) {
  await db
    .updateTable('comments')
    .set({ body, updated_at: isoNow() })
    .where('id', '=', id)
    .execute();
}
