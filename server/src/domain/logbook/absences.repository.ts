import type { DbOrTrx } from '../../db/database';
import type { AbsenceRequestsTable } from '../../db/schema';
import { isoNow } from '../../lib/time';

/**
 * Serialises one intern's absence requests: a no-op update of their row, which PostgreSQL locks
 * until the transaction ends (SQLite writes one transaction at a time), so two requests sent at
 * once cannot both pass the overlap check.
 */
export async function lockInternRequests(trx: DbOrTrx, internId: number) {
  await trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', internId)
    .execute();
}

/** Whether a pending or approved request of the intern shares a day with first..last. */
export async function overlapsLiveRequest(
  db: DbOrTrx,
  internId: number,
  firstDay: string,
  lastDay: string,
) {
  const row = await db
    .selectFrom('absence_requests')
    .select('id')
    .where('intern_id', '=', internId)
    .where('state', 'in', ['pending', 'approved'])
    .where('first_day', '<=', lastDay)
    .where('last_day', '>=', firstDay)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAbsence(
  db: DbOrTrx,
  request: Pick<AbsenceRequestsTable, 'intern_id' | 'first_day' | 'last_day' | 'reason'> & {
    note: string;
  },
) {
  const now = isoNow();
  const row = await db
    .insertInto('absence_requests')
    .values({ ...request, state: 'pending', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findAbsence(db: DbOrTrx, id: number) {
  return db
    .selectFrom('absence_requests')
    .select(['id', 'intern_id', 'first_day', 'last_day', 'reason', 'note', 'state'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Approves or declines a pending request; false when it is decided already. */
export async function decideAbsence(
  db: DbOrTrx,
  id: number,
  decision: { state: 'approved' | 'declined'; remark: string | null; decided_by: number },
) {
  const now = isoNow();
  const result = await db
    .updateTable('absence_requests')
    .set({ ...decision, decided_at: now, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The intern's approved absences that share a day with first..last: their days are excused. */
export function listApprovedBetween(
  db: DbOrTrx,
  internId: number,
  firstDay: string,
  lastDay: string,
) {
  return db
    .selectFrom('absence_requests')
    .select(['first_day', 'last_day'])
    .where('intern_id', '=', internId)
    .where('state', '=', 'approved')
    .where('first_day', '<=', lastDay)
    .where('last_day', '>=', firstDay)
    .execute();
}
