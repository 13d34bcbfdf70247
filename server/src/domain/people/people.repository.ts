import { sql, type QueryCreator } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { DbOrTrx } from '../../db/database';
import type { Database, Role } from '../../db/schema';
import { isoNow } from '../../lib/time';

/** A user with its position name and (for interns) its supervisor, in one query. */
export const userView = (db: QueryCreator<Database>) =>
  db
    .selectFrom('users')
    .leftJoin('positions', 'positions.id', 'users.position_id')
    .leftJoin('users as supervisors', 'supervisors.id', 'users.supervisor_id')
    .select([
      'users.id as id',
      'users.name as name',
      'users.email as email',
      'users.phone_number as phone_number',
      'users.position_id as position_id',
      'positions.name as position',
      'users.role as role',
      'users.supervisor_id as supervisor_id',
      'supervisors.name as supervisor_name',
      'users.archived_at as archived_at',
    ]);

/** Where an intern's completion letter stands (docs/decisions.md, "Intakes"). */
export type LetterState = 'Ready' | 'Issued';

/**
 * The admin's interns: each with their letter's state. Issued: a letter not revoked; Ready: a
 * submitted evaluation (and no live letter). By the indexes on `intern_id`, for the rows read.
 */
export const internView = (db: QueryCreator<Database>) =>
  userView(db).select(
    sql<LetterState | null>`case
      when exists (select 1 from completion_letters where completion_letters.intern_id = users.id
        and completion_letters.revoked_at is null) then 'Issued'
      when exists (select 1 from evaluations where evaluations.intern_id = users.id
        and evaluations.submitted_at is not null) then 'Ready'
      end`.as('letter'),
  );

export type UserView = NonNullable<Awaited<ReturnType<typeof findUserView>>>;
export type InternView = UserView & { letter: LetterState | null };

/** Archived users too: their records stay readable. */
export async function findUserView(db: DbOrTrx, id: number) {
  return userView(db).where('users.id', '=', id).executeTakeFirst();
}

const activeUsers = (db: DbOrTrx, role: Role) =>
  userView(db).where('users.role', '=', role).where('users.archived_at', 'is', null);

// Read on every visit to the admin's people lists and the supervisor's interns: compiled once
// (compiled-once.ts).
const activeOfRole = compiledOnce((db: DbOrTrx, { role }: { role: Role }) =>
  activeUsers(db, role).orderBy('users.name').orderBy('users.id'),
);
const activeOfSupervisor = compiledOnce(
  (db: DbOrTrx, { role, supervisorId }: { role: Role; supervisorId: number }) =>
    activeUsers(db, role)
      .where('users.supervisor_id', '=', supervisorId)
      .orderBy('users.name')
      .orderBy('users.id'),
);

const activeInterns = compiledOnce((db: DbOrTrx, { role }: { role: Role }) =>
  internView(db)
    .where('users.role', '=', role)
    .where('users.archived_at', 'is', null)
    .orderBy('users.name')
    .orderBy('users.id'),
);

/** The admin's list of every active intern, with their letter's state; by name. */
export async function listActiveInterns(db: DbOrTrx) {
  return activeInterns(db, { role: 'INT' });
}

/** Active users of a role, optionally only the interns of one supervisor; by name. */
export async function listActiveUsers(db: DbOrTrx, role: Role, supervisorId?: number) {
  return supervisorId === undefined
    ? activeOfRole(db, { role })
    : activeOfSupervisor(db, { role, supervisorId });
}

/** Another active account already uses this e-mail. */
export async function isEmailTaken(db: DbOrTrx, email: string, exceptId?: number) {
  let query = db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('archived_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface ProfileChanges {
  name: string;
  email: string;
  phone_number: string;
  position_id?: number;
}

export async function updateProfile(db: DbOrTrx, id: number, changes: ProfileChanges) {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: isoNow() })
    .where('id', '=', id)
    .execute();
}

export async function setSupervisor(db: DbOrTrx, internId: number, supervisorId: number | null) {
  await db
    .updateTable('users')
    .set({ supervisor_id: supervisorId, updated_at: isoNow() })
    .where('id', '=', internId)
    .execute();
}

/** Marks the account archived; false when it already was. */
export async function archiveUser(db: DbOrTrx, id: number) {
  const now = isoNow();
  const result = await db
    .updateTable('users')
    .set({ archived_at: now, updated_at: now })
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setPosition(db: DbOrTrx, id: number, positionId: number) {
  await db
    .updateTable('users')
    .set({ position_id: positionId, updated_at: isoNow() })
    .where('id', '=', id)
    .execute();
}

/** decisions §6: a deleted supervisor's interns become unassigned; answers who they are. */
export async function unassignInterns(db: DbOrTrx, supervisorId: number) {
  return db
    .updateTable('users')
    .set({ supervisor_id: null, updated_at: isoNow() })
    .where('supervisor_id', '=', supervisorId)
    .returning(['id', 'name'])
    .execute();
}
