import type { Db } from '../../db/database';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { m } from '../../lib/texts';
import * as positions from './positions.repository';

const duplicate = () => fieldError('Position', m('This position already exists.'));

export async function createPosition(db: Db, name: string) {
  if (await positions.findPositionByName(db, name)) throw duplicate();
  return positions.insertPosition(db, name);
}

export async function renamePosition(db: Db, id: number, name: string) {
  if (!(await positions.findPosition(db, id))) throw notFound(m('Position not found'));
  if (await positions.findPositionByName(db, name, id)) throw duplicate();
  await positions.renamePosition(db, id, name);
}

/** decisions §6: a position still in use cannot go; the 409 says by how many. */
export async function deletePosition(db: Db, id: number) {
  await db.transaction().execute(async (trx) => {
    if (!(await positions.findPosition(trx, id))) throw notFound(m('Position not found'));
    const uses = await positions.countPositionUses(trx, id);
    if (uses.applications + uses.users > 0) {
      throw conflict(
        m('This position is in use by {applications} application(s) and {users} user(s).', {
          applications: uses.applications,
          users: uses.users,
        }),
      );
    }
    if (uses.intakes > 0) {
      throw conflict(
        m('This position is offered by {intakes} intake(s).', { intakes: uses.intakes }),
      );
    }
    await positions.deletePosition(trx, id);
  });
}
