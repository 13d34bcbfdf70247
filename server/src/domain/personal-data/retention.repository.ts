import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { ApplicationStatus } from '../../db/schema';

/**
 * Applications still holding a person's data whose decision to `status` is older than `before`
 * (the last status change to it; the row's update time for applications older than the
 * history). `withoutAccount`: only those that never became an account (Passed, not activated).
 */
export async function applicationsDecidedBefore(
  db: DbOrTrx,
  status: ApplicationStatus,
  before: string,
  { withoutAccount = false } = {},
): Promise<number[]> {
  let query = db
    .selectFrom('applications as a')
    .select('a.id')
    .where('a.status', '=', status)
    .where('a.erased_at', 'is', null)
    // Exact, not a guess: no decision comes before its application. It lets the index of the
    // unerased (migration 2026112510) skip every application newer than `before`.
    .where('a.created_at', '<', before);
  if (withoutAccount) {
    // Before the history's subquery: an intern's application, kept for good, is passed over by
    // one index lookup.
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('users as u').select('u.id').whereRef('u.application_id', '=', 'a.id')),
      ),
    );
  }
  query = query.where(
    (eb) =>
      eb.fn.coalesce(
        eb
          .selectFrom('application_events as e')
          .select((inner) => inner.fn.max('e.at').as('at'))
          .whereRef('e.application_id', '=', 'a.id')
          .where('e.to_status', '=', status)
          .where('e.kind', '=', 'status'),
        eb.ref('a.updated_at'),
      ),
    '<',
    before,
  );
  return (await query.orderBy('a.id').execute()).map((row) => row.id);
}

/** The bodies (and attachments) of e-mails that went out before `before`. */
export async function eraseOldMailBodies(db: DbOrTrx, before: string): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ body_text: '', attachments: null })
    .where('status', 'in', ['sent', 'logged'])
    .where('created_at', '<', before)
    .where((eb) => eb.or([eb('body_text', '<>', ''), eb('attachments', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** PostgreSQL keeps overwritten rows until vacuumed: after an erasure, vacuum what it touched. */
export async function vacuumErasedTables(db: DbOrTrx) {
  await sql`vacuum applications, application_files, outbox, users, login_failures`.execute(db);
}
