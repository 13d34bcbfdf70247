import type { DbOrTrx } from '../../db/database';

/**
 * The intern's tasks due in the week (Monday to Sunday, firm's dates) or completed in it
 * (`from`..`until`: its instants in UTC), by deadline.
 */
export function listWeekTasks(
  db: DbOrTrx,
  internId: number,
  week: { monday: string; sunday: string; from: string; until: string },
) {
  return db
    .selectFrom('tasks')
    .select(['id', 'title', 'deadline', 'status', 'rating'])
    .where('assigned_to', '=', internId)
    .where((eb) =>
      eb.or([
        eb.and([eb('deadline', '>=', week.monday), eb('deadline', '<=', week.sunday)]),
        eb.and([eb('completed_at', '>=', week.from), eb('completed_at', '<', week.until)]),
      ]),
    )
    .orderBy('deadline')
    .orderBy('id')
    .execute();
}
