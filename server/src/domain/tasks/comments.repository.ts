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

/** The author's comment sent with this request key (the Idempotency-Key header), if any. */
export async function findCommentByRequestKey(db: DbOrTrx, userId: number, requestKey: string) {
  const row = await db
    .selectFrom('comments')
    .select('id')
    .where('user_id', '=', userId)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
  return row?.id;
}

export async function insertComment(
  db: DbOrTrx,
  taskId: number,
  userId: number,
  body: string,
  requestKey: string | null = null,
) {
  const now = isoNow();
  const row = await db
    .insertInto('comments')
    .values({
      task_id: taskId,
      user_id: userId,
      body,
      created_at: now,
      updated_at: now,
      request_key: requestKey,
    })
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
