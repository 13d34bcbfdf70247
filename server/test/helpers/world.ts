import { setSupervisor } from '../../src/domain/people/people.repository';
import { completeTask, insertTask } from '../../src/domain/tasks/tasks.repository';
import { todayIn } from '../../src/lib/time';
import { createUser, loginAdmin } from './fixtures';
import type { TestContext } from './test-app';

export type Person = Awaited<ReturnType<typeof createUser>>;

/**
 * Two supervisors, each with one intern, and an admin: the "own" and "other" sides of every
 * ownership rule.
 */
export async function createWorld(ctx: TestContext) {
  const [supervisor, otherSupervisor, intern, otherIntern] = await Promise.all([
    createUser(ctx, 'SUP'),
    createUser(ctx, 'SUP'),
    createUser(ctx, 'INT'),
    createUser(ctx, 'INT'),
  ]);
  await setSupervisor(ctx.app.db, intern.id, supervisor.id);
  await setSupervisor(ctx.app.db, otherIntern.id, otherSupervisor.id);
  const admin = await loginAdmin(ctx);
  return { supervisor, otherSupervisor, intern, otherIntern, admin };
}

export type World = Awaited<ReturnType<typeof createWorld>>;

export const today = (ctx: TestContext) => todayIn(ctx.config.APP_TIMEZONE);

/** A task straight in the database, assigned by `by` to `to`; optionally already completed. */
export async function createTask(
  ctx: TestContext,
  by: { id: number },
  to: { id: number },
  options: { completed?: boolean; title?: string; deadline?: string } = {},
) {
  const id = await insertTask(ctx.app.db, {
    title: options.title ?? 'Write the onboarding notes',
    description: 'Two pages, plain words.',
    deadline: options.deadline ?? today(ctx),
    assigned_to: to.id,
    assigned_by: by.id,
  });
  if (options.completed) await completeTask(ctx.app.db, id);
  return id;
}

/** The newest outbox message to an address. */
export async function lastMailTo(ctx: TestContext, email: string) {
  return ctx.app.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function mailCount(ctx: TestContext, email: string) {
  const rows = await ctx.app.db
    .selectFrom('outbox')
    .select('id')
    .where('recipient', '=', email)
    .execute();
  return rows.length;
}

/** The kinds of a user's notifications, oldest first, as stored. */
export async function notificationKinds(ctx: TestContext, userId: number) {
  const rows = await ctx.app.db
    .selectFrom('notifications')
    .select('kind')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.kind);
}
