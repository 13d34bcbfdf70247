import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { sqlRules } from '../../db/sql-rules';
import { containsAny } from '../../db/text-search.repository';
import { isoNow } from '../../lib/time';

/** A criterion of a university's visit form, as stored (JSON) and as the API names it. */
export interface VisitCriterion {
  Name: string;
  MaxScore: number;
}

export interface UniversityInput {
  name: string;
  criteria: VisitCriterion[];
  countersignRequired: boolean;
}

/** What the column holds; a row written by hand that is not a list reads as no criteria. */
export function parseCriteria(text: string): VisitCriterion[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is VisitCriterion =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as VisitCriterion).Name === 'string' &&
        typeof (item as VisitCriterion).MaxScore === 'number',
    );
  } catch {
    return [];
  }
}

const activeInterns = (db: DbOrTrx) =>
  db
    .selectFrom('users')
    .select('university_id')
    .where('role', '=', 'INT')
    .where('archived_at', 'is', null);

/** One page of the universities by name, each with how many active interns name it. */
export async function pageUniversities(
  db: DbOrTrx,
  search: string | undefined,
  window: { limit: number; offset: number },
) {
  let base = db.selectFrom('universities as u');
  if (search) base = base.where((eb) => containsAny(eb, sqlRules(db).like, ['u.name'], search));
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        'u.id',
        'u.name',
        'u.criteria',
        'u.countersign_required',
        eb
          .selectFrom(activeInterns(db).as('i'))
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .whereRef('i.university_id', '=', 'u.id')
          .as('students'),
      ])
      .orderBy(sql`lower(u.name)`)
      .orderBy('u.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, students: Number(row.students ?? 0) })),
    total: Number(count.total),
  };
}

/** The picker's answer: at most `limit` universities by name, those containing `search`. */
export async function pickUniversities(db: DbOrTrx, search: string | undefined, limit: number) {
  let query = db.selectFrom('universities').select(['id', 'name']);
  if (search) query = query.where((eb) => containsAny(eb, sqlRules(db).like, ['name'], search));
  return query
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function findUniversity(db: DbOrTrx, id: number) {
  return db
    .selectFrom('universities')
    .select(['id', 'name', 'criteria', 'countersign_required'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Another university with this name, ignoring case. */
export async function findUniversityByName(db: DbOrTrx, name: string, exceptId?: number) {
  let query = db
    .selectFrom('universities')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

const columns = (input: UniversityInput) => ({
  name: input.name,
  criteria: JSON.stringify(input.criteria),
  countersign_required: input.countersignRequired ? 1 : 0,
});

export async function insertUniversity(db: DbOrTrx, input: UniversityInput) {
  const now = isoNow();
  const row = await db
    .insertInto('universities')
    .values({ ...columns(input), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUniversity(db: DbOrTrx, id: number, input: UniversityInput) {
  await db
    .updateTable('universities')
    .set({ ...columns(input), updated_at: isoNow() })
    .where('id', '=', id)
    .execute();
}

/** How many active interns and academic supervisors name the university. */
export async function countUniversityUses(db: DbOrTrx, id: number) {
  const rows = await db
    .selectFrom('users')
    .select((eb) => ['role', eb.fn.countAll<number | string>().as('count')])
    .where('university_id', '=', id)
    .where('archived_at', 'is', null)
    .where('role', 'in', ['INT', 'ACA'])
    .groupBy('role')
    .execute();
  const of = (role: string) => Number(rows.find((row) => row.role === role)?.count ?? 0);
  return { interns: of('INT'), academicSupervisors: of('ACA') };
}

export async function deleteUniversity(db: DbOrTrx, id: number) {
  await db.deleteFrom('universities').where('id', '=', id).execute();
}
