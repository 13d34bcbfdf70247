import type { DbOrTrx } from '../../db/database';
import { isoNow } from '../../lib/time';

/** The six criteria's columns, in the order the screens show them. */
export const CRITERIA_COLUMNS = [
  'technical_skill',
  'quality_of_work',
  'communication',
  'teamwork',
  'initiative',
  'reliability',
] as const;

export type CriterionColumn = (typeof CRITERIA_COLUMNS)[number];

export type EvaluationColumns = Record<CriterionColumn, number | null> & {
  assessment: string | null;
  recommendation: string | null;
};

/** An intern's evaluation with its writer's name, or undefined before anything is saved. */
export async function findEvaluation(db: DbOrTrx, internId: number) {
  return db
    .selectFrom('evaluations as e')
    .leftJoin('users as s', 's.id', 'e.supervisor_id')
    .select([
      'e.id',
      'e.intern_id',
      'e.supervisor_id',
      ...CRITERIA_COLUMNS.map((column) => `e.${column}` as const),
      'e.assessment',
      'e.recommendation',
      'e.submitted_at',
      'e.created_at',
      'e.updated_at',
      's.name as supervisor_name',
    ])
    .where('e.intern_id', '=', internId)
    .executeTakeFirst();
}

export type EvaluationRow = NonNullable<Awaited<ReturnType<typeof findEvaluation>>>;

/** The intern's evaluation once submitted (a draft is still its supervisor's); else undefined. */
export async function findSubmittedEvaluation(db: DbOrTrx, internId: number) {
  const row = await findEvaluation(db, internId);
  return row?.submitted_at ? row : undefined;
}

/** Writes the intern's one evaluation (a new row or the draft's), by this supervisor. */
export async function saveEvaluation(
  trx: DbOrTrx,
  internId: number,
  supervisorId: number,
  values: EvaluationColumns,
  submittedAt: string | null,
) {
  const now = isoNow();
  const set = {
    ...values,
    supervisor_id: supervisorId,
    submitted_at: submittedAt,
    updated_at: now,
  };
  // One statement: concurrent first saves meet on the unique intern_id, not in a 500.
  await trx
    .insertInto('evaluations')
    .values({ ...set, intern_id: internId, created_at: now })
    .onConflict((conflict) =>
      conflict.column('intern_id').doUpdateSet(set).where('evaluations.submitted_at', 'is', null),
    )
    .execute();
}

/**
 * The intern's intake (users.application_id -> applications.intake_id): its name and dates, or
 * undefined for an intern without one (the always-open default intake).
 */
export async function findInternship(db: DbOrTrx, internId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('applications as a', 'a.id', 'u.application_id')
    .innerJoin('intakes as i', 'i.id', 'a.intake_id')
    .select(['i.name', 'i.starts_on', 'i.ends_on'])
    .where('u.id', '=', internId)
    .executeTakeFirst();
}

/** Erasure: the evaluation of this intern goes with their account. */
export async function deleteEvaluationOf(trx: DbOrTrx, internId: number) {
  await trx.deleteFrom('evaluations').where('intern_id', '=', internId).execute();
}
