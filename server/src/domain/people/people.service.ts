import type { Language } from 'shared-api/languages';
import type { Config } from '../../config';
import type { Db, DbOrTrx } from '../../db/database';
import type { Role } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  HttpError,
  ValidationError,
  conflict,
  forbidden,
  notFound,
  type FieldErrors,
} from '../../lib/errors';
import { m } from '../../lib/texts';
import { queuePasswordLink } from '../accounts/password-reset.service';
import { sessionsChanged } from '../accounts/session-cache';
import { revokeUserSessions } from '../accounts/sessions.repository';
import { expireUserTokens } from '../accounts/one-time-tokens.repository';
import { findPosition } from '../positions/positions.repository';
import { cancelEmailChanges } from '../accounts/email-changes.repository';
import {
  checkCurrentPassword,
  queueAdminEmailChangeNotices,
  queueOwnEmailChange,
} from './email-change.service';
import type { Actor } from '../tasks/task-access';
import { unlinkAcademicSupervisor } from '../universities/academic-details.repository';
import { findActiveUserById, insertUser } from '../users/users.repository';
import { managingDirectoryName } from './managed-by.repository';
import * as people from './people.repository';

export interface ProfileInput {
  Name: string;
  Email: string;
  PhoneNumber: string;
  Position?: number;
  /** Needed when one changes one's own e-mail. */
  CurrentPassword?: string;
}

const emailTaken = () =>
  new HttpError(409, m('This email is already registered.'), undefined, {
    Email: [m('This email is already used by another account.')],
  });

async function checkPosition(db: Db, id: number) {
  if (!(await findPosition(db, id))) {
    throw new ValidationError({ Position: [m('The selected Position does not exist.')] });
  }
}

/**
 * Issue 89: a connected directory owns the name, e-mail and phone number of the accounts it
 * provisions, and whether they are active; a change here would be undone by its next sync.
 */
async function refuseIfManaged(db: DbOrTrx, user: { id: number; directory_id: number | null }) {
  if (user.directory_id === null) return;
  const directory = await managingDirectoryName(db, user.id);
  if (directory !== null) {
    throw conflict(m('This account is managed by {directory}: change it there.', { directory }));
  }
}

/** Runs a write that may hit the unique e-mail index; a race loser gets the same 409. */
async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Own profile (anyone), or an admin editing an intern or supervisor. Only an admin changes a
 * Position; the role is never taken from the body. decisions §5: one's own new e-mail needs the
 * current password and waits for the link sent to it (the rest is saved at once); an admin's
 * change of someone's e-mail is immediate and both addresses are told.
 */
export async function updateProfile(
  db: Db,
  config: Config,
  actor: Actor & { clientAddress: string },
  targetId: number,
  input: ProfileInput,
): Promise<{ pendingEmail?: string; mailIds: number[] }> {
  const notOwn = () => forbidden(m('You can only edit your own profile.'));
  // Only an admin learns whether another id exists (404); anyone else gets the same 403.
  if (targetId !== actor.id && actor.role !== 'ADM') throw notOwn();
  const target = await findActiveUserById(db, targetId);
  if (!target) throw notFound(m('User not found'));
  const own = targetId === actor.id;
  if (!own && target.role === 'ADM') throw notOwn();
  const ownedChange =
    input.Name !== target.name ||
    input.Email !== target.email ||
    input.PhoneNumber !== target.phone_number;
  if (ownedChange) await refuseIfManaged(db, target);
  const positionId = actor.role === 'ADM' ? input.Position : undefined;
  if (positionId !== undefined) await checkPosition(db, positionId);
  const emailChanges = input.Email !== target.email;
  if (own && emailChanges) {
    await checkCurrentPassword(db, config, target, input.CurrentPassword, actor.clientAddress);
  }
  if (!own && emailChanges && (await people.isEmailTaken(db, input.Email, targetId))) {
    throw emailTaken();
  }
  const saved = await uniqueEmail(() =>
    db.transaction().execute(async (trx) => {
      await people.updateProfile(trx, targetId, {
        name: input.Name,
        email: own ? target.email : input.Email,
        phone_number: input.PhoneNumber,
        position_id: positionId,
      });
      if (!emailChanges) return { mailIds: [] };
      if (!own) {
        // The admin's address wins over one the user (or a taker) asked for.
        await cancelEmailChanges(trx, targetId);
        return { mailIds: await queueAdminEmailChangeNotices(trx, target, input.Email) };
      }
      const mailIds = await queueOwnEmailChange(trx, config, target, input.Email);
      return { pendingEmail: input.Email, mailIds };
    }),
  );
  sessionsChanged(db);
  return saved;
}

/**
 * An administrator's change of a person's Department alone: what is left to change of a person
 * a directory manages (issue 89), whose contact fields are the directory's.
 */
export async function changeDepartment(db: Db, actor: Actor, targetId: number, positionId: number) {
  if (actor.role !== 'ADM') throw forbidden(m('You can only edit your own profile.'));
  const target = await findActiveUserById(db, targetId);
  if (!target) throw notFound(m('User not found'));
  if (target.role === 'ADM') throw forbidden(m('You can only edit your own profile.'));
  await checkPosition(db, positionId);
  await people.setPosition(db, targetId, positionId);
}

/** Both ids must be active accounts of the right roles (422 otherwise). */
export async function assignSupervisor(
  db: Db,
  targetId: number,
  input: { InternID: number; SupervisorID: number },
) {
  const [intern, supervisor] = await Promise.all([
    findActiveUserById(db, input.InternID),
    findActiveUserById(db, input.SupervisorID),
  ]);
  const errors: FieldErrors = {};
  if (input.InternID !== targetId) errors.InternID = [m('The InternID must be the id in the URL.')];
  else if (intern?.role !== 'INT') errors.InternID = [m('The selected intern does not exist.')];
  if (supervisor?.role !== 'SUP')
    errors.SupervisorID = [m('The selected supervisor does not exist.')];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  await people.setSupervisor(db, input.InternID, input.SupervisorID);
}

/**
 * POST /User: a supervisor without a password, invited by e-mail in the same commit. The account
 * starts in `language`, the one on the inviting administrator's screen (docs/decisions.md,
 * "Languages and themes"), and so does the invitation.
 */
export async function createSupervisor(
  db: Db,
  config: Config,
  input: Required<Omit<ProfileInput, 'CurrentPassword'>>,
  language: Language,
) {
  await checkPosition(db, input.Position);
  if (await people.isEmailTaken(db, input.Email)) throw emailTaken();
  return uniqueEmail(() =>
    db.transaction().execute(async (trx) => {
      const user = { name: input.Name, email: input.Email, language };
      const id = await insertUser(trx, {
        ...user,
        phone_number: input.PhoneNumber,
        position_id: input.Position,
        role: 'SUP',
        password_hash: null,
      });
      const mailId = await queuePasswordLink(trx, config, { id, ...user }, 'invite');
      return { id, mailId };
    }),
  );
}

/**
 * decisions §6: archive, not delete. The account cannot log in (login and sessions look only at
 * active users), its tokens, links and pending e-mail changes are revoked, a supervisor's
 * interns become unassigned, an academic supervisor's students name none.
 */
export async function archivePerson(db: Db, targetId: number) {
  const role = await db.transaction().execute(async (trx) => {
    const target = await findActiveUserById(trx, targetId);
    if (!target) throw notFound(m('User not found'));
    if (target.role === 'ADM') throw forbidden(m('Administrator accounts cannot be deleted.'));
    await refuseIfManaged(trx, target);
    await archiveAccount(trx, target);
    return target.role;
  });
  sessionsChanged(db);
  return role;
}

/**
 * Archives an active account inside the caller's transaction (an administrator's delete, or a
 * directory's deactivation), answering the interns it leaves without a supervisor. The caller
 * says `sessionsChanged` after the commit.
 */
export async function archiveAccount(trx: DbOrTrx, target: { id: number; role: Role }) {
  await people.archiveUser(trx, target.id);
  await revokeUserSessions(trx, target.id);
  await expireUserTokens(trx, target.id);
  await cancelEmailChanges(trx, target.id);
  const interns = target.role === 'SUP' ? await people.unassignInterns(trx, target.id) : [];
  // Their students name no academic supervisor now (issue 70); the intern may name another.
  if (target.role === 'ACA') await unlinkAcademicSupervisor(trx, target.id);
  return interns;
}
