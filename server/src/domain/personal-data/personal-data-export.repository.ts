import type { DbOrTrx } from '../../db/database';
import { CRITERIA_COLUMNS, findSubmittedEvaluation } from '../evaluations/evaluations.repository';

/** Every stored field of an application, with its position's name. */
export function readApplicationRecord(db: DbOrTrx, applicationId: number) {
  return db
    .selectFrom('applications as a')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .select([
      'a.id',
      'a.name',
      'a.email',
      'a.phone_number',
      'p.name as position',
      'a.status',
      'a.interview_date',
      'a.notice_version',
      'a.language',
      'a.created_at',
      'a.updated_at',
    ])
    .where('a.id', '=', applicationId)
    .where('a.erased_at', 'is', null)
    .executeTakeFirst();
}

export function readApplicationHistory(db: DbOrTrx, applicationId: number) {
  return db
    .selectFrom('application_events')
    .select(['at', 'kind', 'from_status', 'to_status', 'file_kind'])
    .where('application_id', '=', applicationId)
    .orderBy('id')
    .execute();
}

export function readApplicationFiles(db: DbOrTrx, applicationId: number) {
  return db
    .selectFrom('application_files')
    .select(['kind', 'filename', 'content', 'created_at'])
    .where('application_id', '=', applicationId)
    .orderBy('kind')
    .execute();
}

export function readAccountRecord(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('positions as p', 'p.id', 'u.position_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.phone_number',
      'u.role',
      'p.name as position',
      'u.application_id',
      'u.language',
      'u.theme',
      'u.created_at',
      'u.updated_at',
      'u.archived_at',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/**
 * The person's part of the tasks: those given to them, whole (their work, its status and
 * rating); those they set, only as they wrote them (who was given one, how it went and its
 * rating belong to that intern); and what they wrote on tasks.
 */
export async function readTaskRecords(db: DbOrTrx, userId: number) {
  const tasks = await db
    .selectFrom('tasks')
    .select([
      'id',
      'title',
      'description',
      'deadline',
      'status',
      'rating',
      'assigned_by',
      'completed_at',
      'created_at',
    ])
    .where('assigned_to', '=', userId)
    .orderBy('id')
    .execute();
  const tasksSet = await db
    .selectFrom('tasks')
    .select(['id', 'title', 'description', 'deadline', 'created_at'])
    .where('assigned_by', '=', userId)
    .orderBy('id')
    .execute();
  const comments = await db
    .selectFrom('comments')
    .select(['task_id', 'body', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return { tasks, tasksSet, comments };
}

/** When an administrator exported an account made without an application. */
export function readUserDataExports(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('user_data_exports')
    .select('at')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/**
 * The final evaluation about them once submitted (a draft is still the supervisor's), and of
 * those they wrote, their words only (the scores and recommendation belong to that intern, as
 * a task's rating does).
 */
export async function readEvaluationRecords(db: DbOrTrx, userId: number) {
  const found = await findSubmittedEvaluation(db, userId);
  const evaluation = found && {
    ...Object.fromEntries(CRITERIA_COLUMNS.map((column) => [column, found[column]])),
    assessment: found.assessment,
    recommendation: found.recommendation,
    supervisor: found.supervisor_name,
    submitted_at: found.submitted_at,
  };
  const evaluationsWritten = await db
    .selectFrom('evaluations')
    .select(['assessment', 'submitted_at', 'created_at', 'updated_at'])
    .where('supervisor_id', '=', userId)
    .orderBy('id')
    .execute();
  return { evaluation: evaluation ?? null, evaluationsWritten };
}
