import type { Db, DbOrTrx } from '../../db/database';
import { recordApplicationEvent } from '../applications/application-events.repository';
import { personalDataZip } from './personal-data-export';
import {
  findApplicationPerson,
  findUserPerson,
  recordUserDataExport,
} from './personal-data.repository';

/** An 'exported' history entry naming the administrator; false for no (or an erased) application. */
async function recordApplicationExport(
  trx: DbOrTrx,
  applicationId: number,
  byUserId: number,
  at: string,
) {
  const application = await findApplicationPerson(trx, applicationId);
  if (!application || application.erased_at) return false;
  await recordApplicationEvent(trx, {
    applicationId,
    from: application.status,
    to: application.status,
    byUserId,
    mailId: null,
    at,
    kind: 'exported',
  });
  return true;
}

/**
 * An administrator's copy of an applicant's data, recorded in the application's history in the
 * same transaction, as an opened CV is. Null for no such (unerased) application.
 */
export async function exportApplicationData(
  db: Db,
  applicationId: number,
  byUserId: number,
  now = new Date(),
) {
  return db.transaction().execute(async (trx) => {
    const zip = await personalDataZip(trx, { applicationId }, now);
    if (zip) await recordApplicationExport(trx, applicationId, byUserId, now.toISOString());
    return zip;
  });
}

/**
 * An administrator's copy of an intern's or supervisor's data: recorded in the history of the
 * application the account came from, or, for an account made without one, with the account.
 * Null for no such person (administrators are not exported here).
 */
export async function exportUserData(db: Db, userId: number, byUserId: number, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const user = await findUserPerson(trx, userId);
    if (!user || user.role === 'ADM') return null;
    const zip = await personalDataZip(trx, { userId }, now);
    if (!zip) return null;
    const at = now.toISOString();
    const inHistory =
      user.application_id !== null &&
      (await recordApplicationExport(trx, user.application_id, byUserId, at));
    if (!inHistory) await recordUserDataExport(trx, { userId, byUserId, at });
    return zip;
  });
}
