import type { Config } from '../../config';
import { DateTime } from 'luxon';
import {
  EVALUATION_CRITERIA,
  type EvaluationCriterion,
  type EvaluationValues,
} from 'shared-api/evaluations';
import type { Db, DbOrTrx } from '../../db/database';
import { ValidationError, conflict, forbidden, notFound, type FieldErrors } from '../../lib/errors';
import { english, m } from '../../lib/texts';
import { isoNow } from '../../lib/time';
import { findUserView, type UserView } from '../people/people.repository';
import type { Actor } from '../tasks/task-access';
import * as evaluations from './evaluations.repository';
import { notifyAcademicSupervisor } from '../academic-reach/academic-notifications';
import { notify } from '../notifications/notifications.service';

/** API field -> column, in the screens' order. */
const COLUMN_OF = Object.fromEntries(
  EVALUATION_CRITERIA.map(({ field }, index) => [field, evaluations.CRITERIA_COLUMNS[index]]),
) as Record<(typeof EVALUATION_CRITERIA)[number]['field'], evaluations.CriterionColumn>;

/** What a save sends: a field left out keeps its saved value, null clears it. */
export type EvaluationInput = Partial<EvaluationValues>;

/** docs/decisions.md, "Evaluations and letters": the window opens a week before the end. */
export const WINDOW_DAYS = 7;

export const SUBMITTED = m(
  'This final evaluation has been submitted and can no longer be changed.',
);
/** The 409 before the window opens; `opensOn` YYYY-MM-DD, as every language reads it. */
const opensOnText = (opensOn: string) =>
  m('The final evaluation opens on {date}, a week before the internship ends.', { date: opensOn });
/** That 409's message in English. */
export const opensOnMessage = (opensOn: string) => english(opensOnText(opensOn));

/** What a submit without a criterion's score says, by the criterion's API field. */
const RATE: Record<EvaluationCriterion, string> = {
  TechnicalSkill: m('Rate Technical skill from 1 to 5.'),
  QualityOfWork: m('Rate Quality of work from 1 to 5.'),
  Communication: m('Rate Communication from 1 to 5.'),
  Teamwork: m('Rate Teamwork from 1 to 5.'),
  Initiative: m('Rate Initiative from 1 to 5.'),
  Reliability: m('Rate Reliability from 1 to 5.'),
};

// Calendar dates, counted in whole days whatever the server's zone.
const UTC = { zone: 'utc' };

/** The first day the intern's evaluation may be written; null (any time) without an intake. */
async function opensOn(db: DbOrTrx, internId: number) {
  const internship = await evaluations.findInternship(db, internId);
  if (!internship) return null;
  return DateTime.fromISO(internship.ends_on, UTC).minus({ days: WINDOW_DAYS }).toISODate();
}

const supervises = (actor: Actor, user: UserView) =>
  actor.role === 'SUP' && user.role === 'INT' && user.supervisor_id === actor.id;

/**
 * The intern behind an evaluation, checked as the performance page is: their supervisor (and,
 * to read, any admin). Only an admin learns whether an id exists; to others an unknown id
 * looks like another supervisor's intern (403).
 */
async function internFor(db: Db, actor: Actor, internId: number, write: boolean) {
  const user = await findUserView(db, internId);
  const hidden = () => forbidden(m('This intern is not yours to evaluate.'));
  if (!user || user.role !== 'INT') {
    throw actor.role === 'ADM' ? notFound(m('Intern not found')) : hidden();
  }
  const reads = actor.role === 'ADM' && !write;
  if (!reads && !supervises(actor, user)) throw hidden();
  return user;
}

function toEvaluation(row: evaluations.EvaluationRow | undefined) {
  const answer: Record<string, unknown> = {};
  for (const { field } of EVALUATION_CRITERIA) answer[field] = row?.[COLUMN_OF[field]] ?? null;
  return {
    ...(answer as Record<keyof typeof COLUMN_OF, number | null>),
    Assessment: row?.assessment ?? null,
    Recommendation: (row?.recommendation ?? null) as EvaluationValues['Recommendation'],
    SubmittedAt: row?.submitted_at ?? null,
    Supervisor: row?.supervisor_name ?? null,
  };
}

/** The supervisor's (or an admin's) view: the evaluation, empty if none, and its window. */
export async function readEvaluation(db: Db, actor: Actor, internId: number, today: string) {
  const intern = await internFor(db, actor, internId, false);
  const [row, opens] = await Promise.all([
    evaluations.findEvaluation(db, internId),
    opensOn(db, internId),
  ]);
  return {
    Intern: { id: intern.id, Name: intern.name },
    Evaluation: toEvaluation(row),
    OpensOn: opens,
    Writable: !row?.submitted_at && (opens === null || today >= opens),
  };
}

/** The saved values with the input's over them ('' as null). */
function merged(row: evaluations.EvaluationRow | undefined, input: EvaluationInput) {
  const values = {} as evaluations.EvaluationColumns;
  for (const { field } of EVALUATION_CRITERIA) {
    const column = COLUMN_OF[field];
    values[column] = input[field] !== undefined ? input[field] : (row?.[column] ?? null);
  }
  const assessment = input.Assessment !== undefined ? input.Assessment : row?.assessment;
  values.assessment = assessment || null;
  values.recommendation =
    input.Recommendation !== undefined ? input.Recommendation : (row?.recommendation ?? null);
  return values;
}

/** What a submit lacks, every problem at once (422). */
function checkComplete(values: evaluations.EvaluationColumns) {
  const errors: FieldErrors = {};
  for (const { field } of EVALUATION_CRITERIA) {
    if (values[COLUMN_OF[field]] === null) errors[field] = [RATE[field]];
  }
  if (!values.assessment) errors.Assessment = [m('Write the assessment before submitting.')];
  if (!values.recommendation) errors.Recommendation = [m('Choose a recommendation.')];
  if (Object.keys(errors).length > 0) {
    throw new ValidationError(errors, m('Complete every field before submitting the evaluation.'));
  }
}

/**
 * Saves the draft, or submits it (`submit`): by the intern's supervisor, not once submitted
 * (409), not before the window opens (409, saying when it does).
 */
export async function writeEvaluation(
  db: Db,
  config: Config,
  actor: Actor,
  internId: number,
  input: EvaluationInput,
  today: string,
  submit: boolean,
) {
  await internFor(db, actor, internId, true);
  return db.transaction().execute(async (trx) => {
    const row = await evaluations.findEvaluation(trx, internId);
    if (row?.submitted_at) throw conflict(SUBMITTED);
    const opens = await opensOn(trx, internId);
    if (opens !== null && today < opens) throw conflict(opensOnText(opens));
    const values = merged(row, input);
    if (submit) checkComplete(values);
    await evaluations.saveEvaluation(trx, internId, actor.id, values, submit ? isoNow() : null);
    if (!submit) return [];
    const told = { kind: 'student_evaluation_submitted', internId } as const;
    return [
      ...(await notify(trx, config, {
        kind: 'evaluation_submitted',
        to: internId,
        actorId: actor.id,
      })),
      ...(await notifyAcademicSupervisor(trx, config, told)),
    ];
  });
}

/** The intern's own evaluation: only once submitted (null before). */
export async function myEvaluation(db: Db, internId: number) {
  const row = await evaluations.findSubmittedEvaluation(db, internId);
  return row ? toEvaluation(row) : null;
}

/** The intern's intake and the days left to its end (firm's days), or null without one. */
export async function myInternship(db: Db, internId: number, today: string) {
  const internship = await evaluations.findInternship(db, internId);
  if (!internship) return null;
  const days = DateTime.fromISO(internship.ends_on, UTC).diff(DateTime.fromISO(today, UTC), 'days');
  return {
    Name: internship.name,
    StartsOn: internship.starts_on,
    EndsOn: internship.ends_on,
    DaysLeft: Math.round(days.days),
  };
}
