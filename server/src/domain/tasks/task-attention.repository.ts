import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { DbOrTrx } from '../../db/database';
import type { SortKey } from '../../db/paging';
import { sqlRules } from '../../db/sql-rules';
import { supervisedBy, supervisorTasks } from './tasks.repository';

/**
 * What needs a supervisor first (decisions "Paged lists"), in SQL over `tasks`, so
 * that the Assigned Tasks screen reads one page and three counts instead of every task. `today`
 * is the firm's day (APP_TIMEZONE): deadlines are calendar dates.
 */
export const ATTENTION_FILTERS = ['overdue', 'needsRating'] as const;
export type AttentionFilter = (typeof ATTENTION_FILTERS)[number];

export const isOverdue = (today: string) =>
  sql<SqlBool>`(tasks.status <> 'Completed' and tasks.deadline < ${today})`;
export const needsRating = sql<SqlBool>`(tasks.status = 'Completed' and tasks.rating is null)`;

/** The later of two ISO times, either of which may be null; `first` is not. */
const later = (first: RawBuilder<unknown>, second: RawBuilder<unknown>) =>
  sql`case when ${second} > ${first} then ${second} else ${first} end`;

/**
 * Completed and waiting for a rating, then the intern spoke last, then overdue, then open by
 * deadline, then rated; the newest activity (edit, completion, comment) first among equals.
 */
export function attentionSort(today: string): SortKey[] {
  const rank = sql`case
    when ${needsRating} then 0
    when tasks.last_comment_user_id = tasks.assigned_to then 1
    when ${isOverdue(today)} then 2
    when tasks.status <> 'Completed' then 3
    else 4 end`;
  const activity = later(
    later(sql.ref('tasks.updated_at'), sql.ref('tasks.completed_at')),
    sql.ref('tasks.last_comment_at'),
  );
  return [
    { column: 'tasks.attention', expression: rank, order: 'asc' },
    {
      column: 'tasks.open_deadline',
      expression: sql`case when ${rank} = 3 then tasks.deadline end`,
      nullable: true,
      order: 'asc',
    },
    { column: 'tasks.last_activity', expression: activity, order: 'desc' },
    { column: 'tasks.id', order: 'desc' },
  ];
}

export interface AttentionCounts {
  all: number;
  overdue: number;
  needsRating: number;
}

const attentionCounts = compiledOnce(
  (db: DbOrTrx, { supervisorId, today }: { supervisorId: number; today: string }) => {
    const rules = sqlRules(db);
    const mine = rules.splitsSupervisorTasks
      ? supervisorTasks(db, supervisorId)
      : db.selectFrom('tasks').where((eb) => supervisedBy(eb, supervisorId, rules));
    return mine.select([
      sql<number | string>`count(*)`.as('all'),
      sql<number | string>`sum(case when ${isOverdue(today)} then 1 else 0 end)`.as('overdue'),
      sql<number | string>`sum(case when ${needsRating} then 1 else 0 end)`.as('needsRating'),
    ]);
  },
);

/**
 * How many of a supervisor's tasks there are, are overdue, and wait for a rating: compiled
 * once, the firm's day a parameter: building it took as long as SQLite's answer (SQLite 53-66
 * → 31-38 µs a call, PostgreSQL 213-229 → 198-200).
 */
export async function countAttention(
  db: DbOrTrx,
  supervisorId: number,
  today: string,
): Promise<AttentionCounts> {
  const [row] = await attentionCounts(db, { supervisorId, today });
  return {
    all: Number(row.all),
    overdue: Number(row.overdue ?? 0),
    needsRating: Number(row.needsRating ?? 0),
  };
}
