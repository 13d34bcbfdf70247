import type { ExpressionBuilder, QueryCreator, SelectQueryBuilder } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { DbOrTrx } from '../../db/database';
import { sqlRules, type SqlRules } from '../../db/sql-rules';
import type { Database } from '../../db/schema';
import { isoNow } from '../../lib/time';

/**
 * A task as lists show it: its intern's and assigning supervisor's names and its newest comment
 * or remark, in one query. Only what the answer needs: the four columns `taskView` adds made a
 * 100-task list about a sixth slower to read.
 */
export const taskListView = (db: QueryCreator<Database>) =>
  db
    .selectFrom('tasks')
    .innerJoin('users as interns', 'interns.id', 'tasks.assigned_to')
    .innerJoin('users as supervisors', 'supervisors.id', 'tasks.assigned_by')
    .select([
      'tasks.id as id',
      'tasks.title as title',
      'tasks.description as description',
      'tasks.deadline as deadline',
      'tasks.status as status',
      'tasks.rating as rating',
      'tasks.assigned_to as assigned_to',
      'tasks.assigned_by as assigned_by',
      'interns.name as intern_name',
      'supervisors.name as supervisor_name',
      'tasks.updated_at as updated_at',
      'tasks.completed_at as completed_at',
      // The newest comment or remark, so lists show who spoke last (kept by a trigger).
      'tasks.last_comment_id as last_comment_id',
      'tasks.last_comment_user_id as last_comment_user_id',
      'tasks.last_comment_at as last_comment_at',
    ]);

export type TaskListRow = Awaited<ReturnType<ReturnType<typeof taskListView>['execute']>>[number];

/** One task with what its access rules and e-mails need besides. */
export const taskView = (db: DbOrTrx) =>
  taskListView(db).select([
    'interns.email as intern_email',
    'interns.supervisor_id as intern_supervisor_id',
    'supervisors.email as supervisor_email',
    'supervisors.archived_at as supervisor_archived_at',
  ]);

export type TaskView = NonNullable<Awaited<ReturnType<typeof findTaskView>>>;

// The view's query took longer to build than to run: the task reads below are compiled once
// (compiled-once.ts).
const taskById = compiledOnce((db: DbOrTrx, { id }: { id: number }) =>
  taskView(db).where('tasks.id', '=', id),
);

export async function findTaskView(db: DbOrTrx, id: number) {
  const [task] = await taskById(db, { id });
  return task;
}

const internTasks = compiledOnce((db: DbOrTrx, { internId }: { internId: number }) =>
  taskListView(db)
    .where('tasks.assigned_to', '=', internId)
    .orderBy('tasks.deadline')
    .orderBy('tasks.id'),
);

export async function listInternTasks(db: DbOrTrx, internId: number) {
  return internTasks(db, { internId });
}

/**
 * A supervisor's tasks: those they assigned and those of the interns currently theirs. Both
 * sides on `tasks`, so each uses its index (an OR across the join scans every task); PostgreSQL
 * combines the two index scans only when the interns come as an array.
 */
export const supervisedBy = (
  eb: ExpressionBuilder<Database, 'tasks'>,
  supervisorId: number,
  rules: SqlRules,
) => {
  const interns = eb
    .selectFrom('users')
    .select('users.id')
    .where('users.supervisor_id', '=', supervisorId);
  return eb.or([
    eb('tasks.assigned_by', '=', supervisorId),
    rules.inIdsOf('tasks.assigned_to', interns),
  ]);
};

/**
 * PostgreSQL, for the paged lists: a supervisor's tasks as a table of two parts that do not
 * overlap, those they assigned and those of their interns someone else assigned. Each part is
 * an index-only scan of its own index (migration 2026112400), which the OR above, a bitmap of
 * both indexes, can never be: it visits every task's page in the table.
 */
export const supervisorTasks = (db: DbOrTrx, supervisorId: number) => {
  const interns = db
    .selectFrom('users')
    .select('users.id')
    .where('users.supervisor_id', '=', supervisorId);
  const assigned = db.selectFrom('tasks').selectAll().where('tasks.assigned_by', '=', supervisorId);
  const ofInterns = db
    .selectFrom('tasks')
    .selectAll()
    .where(sqlRules(db).inIdsOf('tasks.assigned_to', interns))
    .where('tasks.assigned_by', '<>', supervisorId);
  // Typed as `tasks` itself: the same columns under the same name.
  return db.selectFrom(assigned.unionAll(ofInterns).as('tasks')) as unknown as SelectQueryBuilder<
    Database,
    'tasks',
    object
  >;
};

const supervisorTaskList = compiledOnce((db: DbOrTrx, { supervisorId }: { supervisorId: number }) =>
  taskListView(db)
    .where((eb) => supervisedBy(eb, supervisorId, sqlRules(db)))
    .orderBy('tasks.deadline')
    .orderBy('tasks.id'),
);

export async function listSupervisorTasks(db: DbOrTrx, supervisorId: number) {
  return supervisorTaskList(db, { supervisorId });
}

export interface NewTask {
  title: string;
  description: string;
  deadline: string;
  assigned_to: number;
  assigned_by: number;
}

export async function insertTask(db: DbOrTrx, task: NewTask) {
  const now = isoNow();
  const row = await db
    .insertInto('tasks')
    .values({ ...task, status: 'Assigned', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTask(
  db: DbOrTrx,
  id: number,
  changes: { title: string; description: string; deadline: string },
) {
  await db
    .updateTable('tasks')
    .set({ ...changes, updated_at: isoNow() })
    .where('id', '=', id)
    .execute();
}

/** One-way and conditional: true only for the request that moved it from Assigned. */
export async function completeTask(db: DbOrTrx, id: number) {
  const now = isoNow();
  const result = await db
    .updateTable('tasks')
    .set({ status: 'Completed', completed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'Assigned')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Only a Completed task takes a rating; false otherwise. */
/** Rates a completed task; a rating equal to the one it has changes nothing (answers false). */
export async function rateTask(db: DbOrTrx, id: number, rating: number) {
  const result = await db
    .updateTable('tasks')
    .set({ rating, updated_at: isoNow() })
    .where('id', '=', id)
    .where('status', '=', 'Completed')
    .where((eb) => eb.or([eb('rating', 'is', null), eb('rating', '<>', rating)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listPerformanceTasks(db: DbOrTrx, internId: number) {
  return db
    .selectFrom('tasks')
    .select(['id', 'title', 'rating', 'status', 'deadline', 'completed_at'])
    .where('assigned_to', '=', internId)
    .orderBy('deadline')
    .orderBy('id')
    .execute();
}
