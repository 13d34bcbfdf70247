import type { DbOrTrx } from '../../db/database';
import { sql } from 'kysely';
import { isoNow } from '../../lib/time';

export interface IntakeDates {
  applications_open_on: string;
  applications_close_on: string;
  starts_on: string;
  ends_on: string;
}

export interface IntakeValues extends IntakeDates {
  name: string;
}

const INTAKE_COLUMNS = [
  'id',
  'name',
  'applications_open_on',
  'applications_close_on',
  'starts_on',
  'ends_on',
] as const;

/** Every intake, the newest applications window first. */
export async function listIntakes(db: DbOrTrx) {
  return db
    .selectFrom('intakes')
    .select(INTAKE_COLUMNS)
    .orderBy('applications_open_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findIntake(db: DbOrTrx, id: number) {
  return db.selectFrom('intakes').select(INTAKE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The positions each of these intakes offers, by name. */
export async function listIntakePositions(db: DbOrTrx, intakeIds: number[]) {
  if (intakeIds.length === 0) return [];
  return db
    .selectFrom('intake_positions')
    .innerJoin('positions', 'positions.id', 'intake_positions.position_id')
    .select(['intake_positions.intake_id', 'positions.id', 'positions.name'])
    .where('intake_positions.intake_id', 'in', intakeIds)
    .orderBy('positions.id')
    .execute();
}

/** Another intake with this name, ignoring case. */
export async function findIntakeByName(db: DbOrTrx, name: string, exceptId?: number) {
  let query = db
    .selectFrom('intakes')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

/** Whether any intake is defined: without one, applications go to the always-open default. */
export async function hasIntakes(db: DbOrTrx) {
  return (await db.selectFrom('intakes').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Which of these position ids exist. */
export async function existingPositionIds(db: DbOrTrx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('positions').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
}

export async function insertIntake(trx: DbOrTrx, values: IntakeValues) {
  const now = isoNow();
  const row = await trx
    .insertInto('intakes')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateIntake(trx: DbOrTrx, id: number, values: IntakeValues) {
  const result = await trx
    .updateTable('intakes')
    .set({ ...values, updated_at: isoNow() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sets the positions an intake offers to exactly these. */
export async function replaceIntakePositions(
  trx: DbOrTrx,
  intakeId: number,
  positionIds: number[],
) {
  await trx.deleteFrom('intake_positions').where('intake_id', '=', intakeId).execute();
  if (positionIds.length === 0) return;
  await trx
    .insertInto('intake_positions')
    .values(positionIds.map((position_id) => ({ intake_id: intakeId, position_id })))
    .execute();
}

/** The intakes whose applications window holds `today` (bounds included), closing first first. */
export async function listOpenIntakes(db: DbOrTrx, today: string) {
  return db
    .selectFrom('intakes')
    .select(['id', 'name', 'applications_close_on'])
    .where('applications_open_on', '<=', today)
    .where('applications_close_on', '>=', today)
    .orderBy('applications_close_on')
    .orderBy('id')
    .execute();
}

/** The first day after `today` on which an intake's applications open, if one is set. */
export async function nextOpeningDate(db: DbOrTrx, today: string) {
  const row = await db
    .selectFrom('intakes')
    .select((eb) => eb.fn.min('applications_open_on').as('next'))
    .where('applications_open_on', '>', today)
    .executeTakeFirst();
  return (row?.next as string | null | undefined) ?? null;
}

/** The positions offered by the intakes open `today`, each once. */
export async function listOpenPositions(db: DbOrTrx, today: string) {
  return db
    .selectFrom('positions')
    .select(['positions.id', 'positions.name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('intake_positions')
          .innerJoin('intakes', 'intakes.id', 'intake_positions.intake_id')
          .select('intake_positions.id')
          .whereRef('intake_positions.position_id', '=', 'positions.id')
          .where('intakes.applications_open_on', '<=', today)
          .where('intakes.applications_close_on', '>=', today),
      ),
    )
    .orderBy('positions.id')
    .execute();
}

/** The open intake an application for this position belongs to: the one closing first. */
export async function findOpenIntakeForPosition(db: DbOrTrx, positionId: number, today: string) {
  return db
    .selectFrom('intakes')
    .innerJoin('intake_positions', 'intake_positions.intake_id', 'intakes.id')
    .select(['intakes.id', 'intakes.name'])
    .where('intake_positions.position_id', '=', positionId)
    .where('intakes.applications_open_on', '<=', today)
    .where('intakes.applications_close_on', '>=', today)
    .orderBy('intakes.applications_close_on')
    .orderBy('intakes.id')
    .executeTakeFirst();
}
