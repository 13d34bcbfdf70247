import type { DbOrTrx } from '../../db/database';

/** Spreads the demo applications over past weeks, as a real programme's would be. */
export async function backdateApplication(db: DbOrTrx, id: number, createdAt: string) {
  await db
    .updateTable('applications')
    .set({ created_at: createdAt, updated_at: createdAt })
    .where('id', '=', id)
    .execute();
}

export async function backdateTask(db: DbOrTrx, id: number, createdAt: string) {
  await db.updateTable('tasks').set({ created_at: createdAt }).where('id', '=', id).execute();
}

/**
 * What a database holds besides the administrators and the default positions: the demo loads
 * only where this is all zero, so it never mixes into a real programme.
 */
export async function countRealRecords(db: DbOrTrx) {
  const [applications, people, tasks] = await Promise.all([
    db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('users')
      .where('role', '!=', 'ADM')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('tasks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return Number(applications?.n ?? 0) + Number(people?.n ?? 0) + Number(tasks?.n ?? 0);
}

/** The demo's status changes are made by the first administrator. */
export async function firstAdminId(db: DbOrTrx) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'ADM')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}
