import type { DbOrTrx } from '../../db/database';

/** The most visits any answer lists: an internship has a handful, never a growing list. */
export const VISITS_LIMIT = 50;

/** An intern's workplace visits, newest first (by the day visited, then as recorded), bounded. */
export function listVisitsOfIntern(db: DbOrTrx, internId: number, limit = VISITS_LIMIT) {
  return db
    .selectFrom('workplace_visits')
    .select(['id', 'visitor_name', 'visited_on', 'met', 'assessment', 'scores', 'created_at'])
    .where('intern_id', '=', internId)
    .orderBy('visited_on', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export type VisitRow = Awaited<ReturnType<typeof listVisitsOfIntern>>[number];

/** The intern, if `supervisorId` is their workplace supervisor. */
export function findSupervisedIntern(db: DbOrTrx, supervisorId: number, internId: number) {
  return db
    .selectFrom('users')
    .select('id')
    .where('id', '=', internId)
    .where('role', '=', 'INT')
    .where('supervisor_id', '=', supervisorId)
    .executeTakeFirst();
}

/** The countersignatures of an intern's entries, keyed by entry id. */
export async function countersignaturesOf(db: DbOrTrx, entryIds: number[]) {
  if (entryIds.length === 0) return new Map<number, CountersignatureRow>();
  const rows = await db
    .selectFrom('logbook_countersignatures')
    .select(['entry_id', 'signer_name', 'signed_at'])
    .where('entry_id', 'in', entryIds)
    .execute();
  return new Map(rows.map((row) => [row.entry_id, row]));
}

export interface CountersignatureRow {
  entry_id: number;
  signer_name: string;
  signed_at: string;
}

/** One entry's countersignature, if any. */
export function findCountersignature(db: DbOrTrx, entryId: number) {
  return db
    .selectFrom('logbook_countersignatures')
    .select(['entry_id', 'signer_name', 'signed_at'])
    .where('entry_id', '=', entryId)
    .executeTakeFirst();
}

/** An intern's countersigned weeks (their data copy), oldest first. */
export function listCountersignaturesOfIntern(db: DbOrTrx, internId: number) {
  return db
    .selectFrom('logbook_countersignatures as c')
    .innerJoin('logbook_entries as e', 'e.id', 'c.entry_id')
    .select(['c.signer_name', 'c.signed_at', 'e.week_start'])
    .where('e.intern_id', '=', internId)
    .orderBy('e.week_start')
    .execute();
}
