import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { DbOrTrx } from '../../db/database';
import { isoNow } from '../../lib/time';

// Read by every visit to the landing page: compiled once.
const allPositions = compiledOnce((db: DbOrTrx) =>
  db.selectFrom('positions').select(['id', 'name']).orderBy('id'),
);

export async function listPositions(db: DbOrTrx) {
  return allPositions(db, {});
}

export async function findPosition(db: DbOrTrx, id: number) {
  return db.selectFrom('positions').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** Another position with this name, ignoring case. */
export async function findPositionByName(db: DbOrTrx, name: string, exceptId?: number) {
  let query = db
    .selectFrom('positions')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertPosition(db: DbOrTrx, name: string) {
  const row = await db
    .insertInto('positions')
    .values({ name, created_at: isoNow() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renamePosition(db: DbOrTrx, id: number, name: string) {
  const result = await db
    .updateTable('positions')
    .set({ name })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many applications, (active or archived) users and intakes still refer to the position. */
export async function countPositionUses(db: DbOrTrx, id: number) {
  const [applications, users, intakes] = await Promise.all([
    db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('position_id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('position_id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('intake_positions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('position_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    applications: Number(applications.count),
    users: Number(users.count),
    intakes: Number(intakes.count),
  };
}

export async function deletePosition(db: DbOrTrx, id: number) {
  const result = await db.deleteFrom('positions').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
