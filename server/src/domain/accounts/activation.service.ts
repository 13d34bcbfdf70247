import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { HttpError, conflict } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { findNewestApplicationByEmail } from '../applications/applications.repository';
import { findActiveUserByEmail, insertUser } from '../users/users.repository';

const noPassedApplication = () =>
  new HttpError(401, 'No accepted application for this email.', undefined, {
    email: ['There is no passed application for this email. Use the email you applied with.'],
  });

/** decisions §5: an INT account for the newest application, only when it is Passed, only once. */
export async function activateAccount(db: Db, config: Config, email: string, password: string) {
  const application = await findNewestApplicationByEmail(db, email);
  if (!application || application.status !== 'Passed') throw noPassedApplication();
  if (await findActiveUserByEmail(db, email)) throw conflict('This account is already activated.');
  const passwordHash = await hashPassword(config, password);
  try {
    return await insertUser(db, {
      name: application.name,
      email,
      phone_number: application.phone_number,
      position_id: application.position_id,
      role: 'INT',
      password_hash: passwordHash,
      application_id: application.id,
    });
  } catch (error) {
    // The unique e-mail index settles a race between two activations.
    if (await findActiveUserByEmail(db, email))
      throw conflict('This account is already activated.');
    throw error;
  }
}
