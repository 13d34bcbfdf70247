import type { DbOrTrx } from '../../db/database';

/** Notifications waiting for their recipient's digest, made before `before`, oldest first. */
export async function waitingForDigest(db: DbOrTrx, before: string) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .leftJoin('users as actor', 'actor.id', 'n.actor_id')
    .leftJoin('applications as app', 'app.id', 'n.application_id')
    .leftJoin('outbox as mail', 'mail.id', 'n.mail_id')
    .select([
      'n.id',
      'n.user_id',
      'n.kind',
      'n.subject',
      'n.ref',
      'u.name as recipient_name',
      'u.email as recipient_email',
      'u.role as recipient_role',
      'u.archived_at as recipient_archived_at',
    ])
    .select((eb) =>
      eb.fn.coalesce('actor.name', 'app.name', 'mail.recipient', eb.val('')).as('who'),
    )
    .where('n.digest', '=', 'waiting')
    .where('n.created_at', '<', before)
    .orderBy('n.user_id')
    .orderBy('n.id')
    .execute();
}

/** Marks them sent in a digest; answers how many were still waiting (a race sends once). */
export async function markDigested(db: DbOrTrx, ids: number[]) {
  const result = await db
    .updateTable('notifications')
    .set({ digest: 'sent' })
    .where('id', 'in', ids)
    .where('digest', '=', 'waiting')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
