import type { DbOrTrx } from '../../db/database';

/** One time a submitted week was returned, in the transaction that returns it. */
export async function recordReturn(
  db: DbOrTrx,
  values: {
    entry_id: number;
    remark: string;
    returned_by: number;
    returner_name: string;
    returned_at: string;
  },
) {
  await db.insertInto('logbook_returns').values(values).execute();
}

/** Every return of one week, oldest first. */
export function listReturnsOfEntry(db: DbOrTrx, entryId: number) {
  return db
    .selectFrom('logbook_returns')
    .select(['remark', 'returner_name', 'returned_at'])
    .where('entry_id', '=', entryId)
    .orderBy('id')
    .execute();
}

/** Every return of an intern's weeks, oldest first, with the week they belong to. */
export function listReturnsOfIntern(db: DbOrTrx, internId: number) {
  return db
    .selectFrom('logbook_returns as r')
    .innerJoin('logbook_entries as e', 'e.id', 'r.entry_id')
    .select(['e.week_start', 'r.remark', 'r.returner_name', 'r.returned_at'])
    .where('e.intern_id', '=', internId)
    .orderBy('r.id')
    .execute();
}

/** The remarks a supervisor returned weeks with (the weeks are their interns'). */
export function listReturnsWrittenBy(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('logbook_returns')
    .select(['remark', 'returned_at'])
    .where('returned_by', '=', userId)
    .orderBy('id')
    .execute();
}

/** Erasure: the returns of an intern's weeks go with the weeks. */
export async function deleteReturnsOfIntern(db: DbOrTrx, internId: number) {
  await db
    .deleteFrom('logbook_returns')
    .where('entry_id', 'in', (eb) =>
      eb.selectFrom('logbook_entries').select('id').where('intern_id', '=', internId),
    )
    .execute();
}
