import type { Db } from '../../db/database';
import { conflict, fieldError, notFound } from '../../lib/errors';
import * as positions from './positions.repository';

const duplicate = () => fieldError('Position', 'This position already exists.');

export async function createPosition(db: Db, name: string) {
  if (await positions.findPositionByName(db, name)) throw duplicate();
  return positions.insertPosition(db, name);
}

export async function renamePosition(db: Db, id: number, name: string) {
  if (!(await positions.findPosition(db, id))) throw notFound('Position not found');
  if (await positions.findPositionByName(db, name, id)) throw duplicate();
  await positions.renamePosition(db, id, name);
}

/** decisions §6: a position still in use cannot go; the 409 says by how many. */
export async function deletePosition(db: Db, id: number) {
  await db.transaction().execute(async (trx) => {
    if (!(await positions.findPosition(trx, id))) throw notFound('Position not found');
    const uses = await positions.countPositionUses(trx, id);
    if (uses.applications + uses.users > 0) {
      throw conflict(
        `This position is in use by ${uses.applications} application(s) and ${uses.users} user(s).`,
      );
    }
    if (uses.intakes > 0) {
      throw conflict(`This position is offered by ${uses.intakes} intake(s).`);
    }
    await positions.deletePosition(trx, id);
  });
}
