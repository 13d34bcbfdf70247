import type { DbOrTrx } from '../../db/database';
import { notificationView } from './notifications.repository';

/**
 * Notifications waiting for their recipient's digest, made before `before` (those of a weekly
 * kind: before `weekly.before`), oldest first.
 */
export async function waitingForDigest(
  db: DbOrTrx,
  before: string,
  weekly: { before: string; kinds: string[] },
) {
  return notificationView(db)
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select([
      'u.name as recipient_name',
      'u.email as recipient_email',
      'u.role as recipient_role',
      'u.archived_at as recipient_archived_at',
      'u.language as recipient_language',
    ])
    .where('n.digest', '=', 'waiting')
    .where('n.created_at', '<', before)
    .$if(weekly.kinds.length > 0, (query) =>
      query.where((eb) =>
        eb.or([eb('n.kind', 'not in', weekly.kinds), eb('n.created_at', '<', weekly.before)]),
      ),
    )
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
