import { sql, type SqlBool } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { sqlRules } from '../../db/sql-rules';
import { containsPattern, likeAny } from '../../db/text-search.repository';
import {
  STUDENT,
  isOwnStudent,
  students,
  type StudentScope,
} from '../academic-reach/students.repository';

/** Sorts of the students list, by the answer's field names. */
export const STUDENT_SORTS = ['Name', 'StartsOn'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

// Without an intake the period starts on the account's day (its date part is near enough to order).
const startsOn = sql<string>`coalesce(i.starts_on, substr(u.created_at, 1, 10))`;

/** One page of the caller's students and how many match; `search`: part of the name. */
export async function pageStudents(
  db: DbOrTrx,
  scope: StudentScope,
  request: {
    search?: string;
    sort: StudentSort;
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) {
  const like = sqlRules(db).like;
  const own = isOwnStudent(scope);
  const where = request.search
    ? sql<SqlBool>`(${own} and ${likeAny(like, ['u.name'], containsPattern(request.search))})`
    : own;
  const order = request.order === 'desc' ? sql.raw('desc') : sql.raw('asc');
  const by = request.sort === 'Name' ? sql`u.name` : startsOn;
  const [rows, total] = await Promise.all([
    students(db)
      .leftJoin('users as s', 's.id', 'u.supervisor_id')
      .leftJoin('positions as p', 'p.id', 'u.position_id')
      .leftJoin('universities as un', 'un.id', 'u.university_id')
      .select(STUDENT)
      .select((eb) => [
        eb
          .selectFrom('logbook_entries as e')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .whereRef('e.intern_id', '=', 'u.id')
          .where('e.state', '=', 'signed')
          .as('weeks_signed'),
        eb
          .selectFrom('logbook_entries as e')
          .innerJoin('logbook_countersignatures as c', 'c.entry_id', 'e.id')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .whereRef('e.intern_id', '=', 'u.id')
          .where('e.state', '=', 'signed')
          .as('weeks_countersigned'),
      ])
      .where(where)
      .orderBy(sql`${by} ${order}`)
      .orderBy('u.id', request.order)
      .limit(request.limit)
      .offset(request.offset)
      .execute(),
    students(db)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** How many of a student's weeks are signed and how many of those countersigned. */
export async function countWeeks(db: DbOrTrx, internId: number) {
  const row = await db
    .selectFrom('logbook_entries as e')
    .leftJoin('logbook_countersignatures as c', 'c.entry_id', 'e.id')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('signed'),
      eb.fn.count<number | string>('c.id').as('countersigned'),
    ])
    .where('e.intern_id', '=', internId)
    .where('e.state', '=', 'signed')
    .executeTakeFirstOrThrow();
  return { signed: Number(row.signed), countersigned: Number(row.countersigned) };
}

/** One page of a student's signed weeks, newest first, each with its countersignature. */
export async function pageSignedWeeks(
  db: DbOrTrx,
  internId: number,
  window: { limit: number; offset: number },
) {
  return db
    .selectFrom('logbook_entries as e')
    .leftJoin('logbook_countersignatures as c', 'c.entry_id', 'e.id')
    .select([
      'e.id',
      'e.week_start',
      'e.days',
      'e.activities',
      'e.learned',
      'e.hours',
      'e.reviewer_name',
      'e.reviewed_at',
      'c.signer_name',
      'c.signed_at',
    ])
    .where('e.intern_id', '=', internId)
    .where('e.state', '=', 'signed')
    .orderBy('e.week_start', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

/** A logbook entry's intern and state, and whether it is countersigned. */
export function findEntryToCountersign(db: DbOrTrx, entryId: number) {
  return db
    .selectFrom('logbook_entries as e')
    .leftJoin('logbook_countersignatures as c', 'c.entry_id', 'e.id')
    .select(['e.id', 'e.intern_id', 'e.state', 'c.id as countersignature_id'])
    .where('e.id', '=', entryId)
    .executeTakeFirst();
}

/**
 * Countersigns a signed entry; false when it is countersigned already (the unique entry_id
 * decides between two at once).
 */
export async function insertCountersignature(
  db: DbOrTrx,
  row: { entry_id: number; signer_id: number; signer_name: string; signed_at: string },
) {
  const result = await db
    .insertInto('logbook_countersignatures')
    .values(row)
    .onConflict((conflict) => conflict.column('entry_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function insertVisit(
  db: DbOrTrx,
  row: {
    intern_id: number;
    visitor_id: number;
    visitor_name: string;
    visited_on: string;
    met: string;
    assessment: string;
    scores: string;
    created_at: string;
  },
) {
  const { id } = await db
    .insertInto('workplace_visits')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
