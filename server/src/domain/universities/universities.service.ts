import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, conflict, notFound } from '../../lib/errors';
import { m } from '../../lib/texts';
import * as universities from './universities.repository';

const nameTaken = () =>
  new HttpError(409, m('This university already exists.'), undefined, {
    Name: [m('This university already exists.')],
  });
const missing = () => notFound(m('University not found'));

/** Runs a write that may hit the unique name index; a race loser gets the same 409. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function createUniversity(db: Db, input: universities.UniversityInput) {
  if (await universities.findUniversityByName(db, input.name)) throw nameTaken();
  return uniqueName(() => universities.insertUniversity(db, input));
}

export async function updateUniversity(db: Db, id: number, input: universities.UniversityInput) {
  if (!(await universities.findUniversity(db, id))) throw missing();
  if (await universities.findUniversityByName(db, input.name, id)) throw nameTaken();
  await uniqueName(() => universities.updateUniversity(db, id, input));
}

/** Like a position (decisions §6): a university someone names cannot go; the 409 says who. */
export async function deleteUniversity(db: Db, id: number) {
  await db.transaction().execute(async (trx) => {
    if (!(await universities.findUniversity(trx, id))) throw missing();
    const uses = await universities.countUniversityUses(trx, id);
    if (uses.interns + uses.academicSupervisors > 0) {
      throw conflict(
        m(
          'This university is named by {interns} intern(s) and {academicSupervisors} academic supervisor(s).',
          uses,
        ),
      );
    }
    await universities.deleteUniversity(trx, id);
  });
}
