import type { DbOrTrx } from '../../db/database';
import type { MailWindowPurpose } from '../../db/schema';

/**
 * Claims the address's window for one e-mail of this purpose: true when none was sent within
 * `windowMs` before `now`. One statement, an upsert whose update is conditional, so of any
 * number of parallel claims one wins: on PostgreSQL the others wait for the winner's row and
 * find it fresh. Call it in the transaction that queues the e-mail, so a failure frees it.
 */
export async function claimMailWindow(
  db: DbOrTrx,
  purpose: MailWindowPurpose,
  address: string,
  windowMs: number,
  now = new Date(),
): Promise<boolean> {
  const sentAt = now.toISOString();
  const row = await db
    .insertInto('mail_windows')
    .values({ purpose, address: address.toLowerCase(), sent_at: sentAt })
    .onConflict((conflict) =>
      conflict
        .columns(['purpose', 'address'])
        .doUpdateSet({ sent_at: sentAt })
        .where('mail_windows.sent_at', '<=', new Date(now.getTime() - windowMs).toISOString()),
    )
    .returning('purpose')
    .executeTakeFirst();
  return row !== undefined;
}

/** An erased address leaves no window behind. */
export async function forgetMailWindows(db: DbOrTrx, address: string) {
  await db.deleteFrom('mail_windows').where('address', '=', address.toLowerCase()).execute();
}

/** Windows that ended long ago limit nothing; they only keep an address. */
export async function dropMailWindowsBefore(db: DbOrTrx, before: string) {
  const result = await db
    .deleteFrom('mail_windows')
    .where('sent_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
