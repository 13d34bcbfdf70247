import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../lib/errors';
import { m } from '../../lib/texts';
import { listPerformanceTasks } from '../tasks/tasks.repository';
import type { Actor } from '../tasks/task-access';
import { findUserView, type UserView } from './people.repository';

/** decisions §6: the mean of the rated tasks' ratings, rounded to a whole percent; or null. */
export function overall(ratings: (number | null)[]) {
  const rated = ratings.filter((rating): rating is number => rating !== null);
  if (rated.length === 0) return null;
  return Math.round(rated.reduce((sum, rating) => sum + rating, 0) / rated.length);
}

/** Self, any admin, or the intern's own supervisor (archived records included). */
export const readsPerson = (actor: Actor, user: UserView) =>
  user.id === actor.id ||
  actor.role === 'ADM' ||
  (actor.role === 'SUP' && user.role === 'INT' && user.supervisor_id === actor.id);

/** A supervisor reads the performance of their own interns only. */
export const supervisesIntern = (actor: Actor, user: UserView) =>
  actor.role === 'SUP' && user.role === 'INT' && user.supervisor_id === actor.id;

export async function performance(
  db: Db,
  actor: Actor,
  userId: number,
  rule: (actor: Actor, user: UserView) => boolean,
) {
  const [user, tasks] = await Promise.all([
    findUserView(db, userId),
    listPerformanceTasks(db, userId),
  ]);
  const hidden = () => forbidden(m('You cannot see this user.'));
  // Only an admin learns whether an id exists (404); to others a missing id looks like another's.
  if (!user) throw actor.role === 'ADM' ? notFound(m('User not found')) : hidden();
  if (!rule(actor, user)) throw hidden();
  return { user, tasks, overall: overall(tasks.map((task) => task.rating)) };
}
