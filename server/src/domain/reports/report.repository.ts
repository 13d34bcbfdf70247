import { sql, type AliasedSelectQueryBuilder, type ExpressionBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { sqlRules } from '../../db/sql-rules';
import type { ApplicationsTable, Database } from '../../db/schema';
import { inScope, type ReportScope } from './report-scope';

type WithA = Database & { a: ApplicationsTable };
const zero = sql<number>`0`;
const sum = (condition: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), ${zero})`;

/** A decimal from the database (pg answers AVG as text) as a number, or null when none. */
export const decimal = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

/**
 * The funnel, counted in one pass over the scope's applications (docs/decisions.md,
 * "Intakes"): an application left Processing for good once reviewed; invited is Accepted or
 * Passed, or Declined after an Accepted event; activated has an intern's account; completed has
 * a submitted evaluation.
 */
export async function countFunnel(db: DbOrTrx, scope: ReportScope, zone: string) {
  const invitedThenDeclined = (eb: ExpressionBuilder<WithA, 'a'>) =>
    eb.exists(
      eb
        .selectFrom('application_events as ev')
        .select('ev.id')
        .whereRef('ev.application_id', '=', 'a.id')
        .where('ev.kind', '=', 'status')
        .where('ev.to_status', '=', 'Accepted'),
    );
  const row = await db
    .selectFrom('applications as a')
    .leftJoin('users as u', (join) =>
      join.onRef('u.application_id', '=', 'a.id').on('u.role', '=', 'INT'),
    )
    .leftJoin('evaluations as e', (join) =>
      join.onRef('e.intern_id', '=', 'u.id').on('e.submitted_at', 'is not', null),
    )
    .where(inScope(scope, zone))
    .select((eb) => [
      eb.fn.countAll<number>().as('applied'),
      sum(sql`a.status <> 'Processing'`).as('reviewed'),
      sum(
        sql`a.status in ('Accepted', 'Passed') or (a.status = 'Declined' and ${invitedThenDeclined(eb)})`,
      ).as('invited'),
      sum(sql`a.status = 'Passed'`).as('passed'),
      eb.fn.count<number>('u.id').as('activated'),
      eb.fn.count<number>('e.id').as('completed'),
    ])
    .executeTakeFirstOrThrow();
  const letters = await db
    .selectFrom('completion_letters as l')
    .innerJoin('users as u', 'u.id', 'l.intern_id')
    .innerJoin('applications as a', 'a.id', 'u.application_id')
    .where(inScope(scope, zone))
    .where('l.revoked_at', 'is', null)
    .select((eb) => eb.fn.count<number>('l.intern_id').distinct().as('letters'))
    .executeTakeFirstOrThrow();
  return { ...numbers(row), letters: Number(letters.letters) };
}

const numbers = <T extends Record<string, unknown>>(row: T) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as {
    [K in keyof T]: number;
  };

/**
 * Days from each application to its decision: the status event that took it out of Processing
 * (it never returns there, so there is at most one).
 */
export async function decisionTimes(db: DbOrTrx, scope: ReportScope, zone: string) {
  const days = sqlRules(db).daysBetween('a.created_at', 'ev.at');
  const row = await db
    .selectFrom('applications as a')
    .innerJoin('application_events as ev', 'ev.application_id', 'a.id')
    .where(inScope(scope, zone))
    .where('ev.kind', '=', 'status')
    .where('ev.from_status', '=', 'Processing')
    .select((eb) => [
      eb.fn.countAll<number>().as('decided'),
      sql<string | number | null>`avg(${days})`.as('average'),
      sql<string | number | null>`max(${days})`.as('longest'),
    ])
    .executeTakeFirstOrThrow();
  return {
    decided: Number(row.decided),
    average: decimal(row.average),
    longest: decimal(row.longest),
  };
}

/** The scope's interns: what their periods are made from, for attendance. */
export function listScopeInterns(db: DbOrTrx, scope: ReportScope, zone: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('applications as a', 'a.id', 'u.application_id')
    .leftJoin('intakes as i', 'i.id', 'a.intake_id')
    .where('u.role', '=', 'INT')
    .where(inScope(scope, zone))
    .select([
      'u.id',
      'u.created_at',
      'i.starts_on as intake_starts_on',
      'i.ends_on as intake_ends_on',
    ])
    .execute();
}

/** The scope's interns' ids, as a subquery. */
const scopeInternIds = (db: DbOrTrx, scope: ReportScope, zone: string) =>
  db
    .selectFrom('users as u')
    .innerJoin('applications as a', 'a.id', 'u.application_id')
    .where('u.role', '=', 'INT')
    .where(inScope(scope, zone))
    .select('u.id');

/** Every ticked week and approved absence of the scope's interns, in two reads. */
export async function listAttendanceRecords(db: DbOrTrx, scope: ReportScope, zone: string) {
  const [weeks, absences] = await Promise.all([
    db
      .selectFrom('logbook_entries')
      .where('intern_id', 'in', scopeInternIds(db, scope, zone))
      .select(['intern_id', 'week_start', 'days'])
      .execute(),
    db
      .selectFrom('absence_requests')
      .where('intern_id', 'in', scopeInternIds(db, scope, zone))
      .where('state', '=', 'approved')
      .select(['intern_id', 'first_day', 'last_day'])
      .execute(),
  ]);
  return { weeks, absences };
}

/** Signed logbook weeks, by week and the minute (UTC) they were signed: few rows to judge. */
export function countSignedWeeks(db: DbOrTrx, scope: ReportScope, zone: string) {
  const minute = sql<string>`substr(reviewed_at, 1, 16)`;
  return db
    .selectFrom('logbook_entries')
    .where('intern_id', 'in', scopeInternIds(db, scope, zone))
    .where('state', '=', 'signed')
    .where('reviewed_at', 'is not', null)
    .groupBy(['week_start', minute])
    .select((eb) => ['week_start', minute.as('minute'), eb.fn.countAll<number>().as('n')])
    .execute();
}

export type Grouping = 'position' | 'supervisor';

/** One number per row of an intern's, as `f`: a task's rating, an evaluation's score. */
type Facts = AliasedSelectQueryBuilder<{ intern_id: number; value: number }, 'f'>;

/** The facts of the scope's interns, counted and averaged by the intern's position or supervisor. */
async function averagesBy(
  db: DbOrTrx,
  scope: ReportScope,
  zone: string,
  by: Grouping,
  facts: Facts,
) {
  const base = db
    .selectFrom(facts)
    .innerJoin('users as u', 'u.id', 'f.intern_id')
    .innerJoin('applications as a', 'a.id', 'u.application_id')
    .where('u.role', '=', 'INT')
    .where(inScope(scope, zone));
  const rows = await (
    by === 'position'
      ? base
          .innerJoin('positions as g', 'g.id', 'a.position_id')
          .groupBy(['g.id', 'g.name'])
          .select(['g.id as id', 'g.name as name'])
      : base
          .leftJoin('users as g', 'g.id', 'u.supervisor_id')
          .groupBy(['g.id', 'g.name'])
          .select(['g.id as id', 'g.name as name'])
  )
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      sql<string | number>`avg(f.value)`.as('average'),
    ])
    .execute();
  return rows.map((row) => ({ ...row, n: Number(row.n), average: decimal(row.average) }));
}

/** Rated tasks and their average rating, by the intern's position or supervisor. */
export const ratingsBy = (db: DbOrTrx, scope: ReportScope, zone: string, by: Grouping) =>
  averagesBy(
    db,
    scope,
    zone,
    by,
    db
      .selectFrom('tasks as t')
      .where('t.rating', 'is not', null)
      .select(['t.assigned_to as intern_id', sql<number>`t.rating`.as('value')])
      .as('f'),
  );

/** Submitted evaluations and their average score (the mean of the six criteria), grouped so. */
export const scoresBy = (db: DbOrTrx, scope: ReportScope, zone: string, by: Grouping) =>
  averagesBy(
    db,
    scope,
    zone,
    by,
    db
      .selectFrom('evaluations as e')
      .where('e.submitted_at', 'is not', null)
      .select([
        'e.intern_id as intern_id',
        sql<number>`(e.technical_skill + e.quality_of_work + e.communication + e.teamwork + e.initiative + e.reliability) / 6.0`.as(
          'value',
        ),
      ])
      .as('f'),
  );

/** The intake's name, or undefined when there is no such intake. */
export const findIntakeName = (db: DbOrTrx, id: number) =>
  db.selectFrom('intakes').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
