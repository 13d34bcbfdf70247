import type { QueryCreator } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { DbOrTrx } from '../../db/database';
import type { Database } from '../../db/schema';
import { userView, type UserView } from './people.repository';

// Issue 89: a staff account a directory provisions through SCIM is managed by it while the
// directory is connected. A disconnected directory manages nobody: its token no longer works, so
// an administrator must be able to change what it used to own.

/** A user, with the name of the connected directory that manages them (`managed_by`), if any. */
export const managedUserView = (db: QueryCreator<Database>) =>
  userView(db)
    .leftJoin('directories as managing', (join) =>
      join.onRef('managing.id', '=', 'users.directory_id').on('managing.revoked_at', 'is', null),
    )
    .select('managing.name as managed_by');

export type ManagedUserView = UserView & { managed_by: string | null };

/** Archived users too, as findUserView. */
export async function findManagedUserView(db: DbOrTrx, id: number) {
  return managedUserView(db).where('users.id', '=', id).executeTakeFirst();
}

const activeStaff = compiledOnce((db: DbOrTrx, { role }: { role: 'SUP' }) =>
  managedUserView(db)
    .where('users.role', '=', role)
    .where('users.archived_at', 'is', null)
    .orderBy('users.name')
    .orderBy('users.id'),
);

/** The admin's whole list of active supervisors, by name, each with their directory. */
export async function listActiveSupervisors(db: DbOrTrx) {
  return activeStaff(db, { role: 'SUP' });
}

/** The name of the connected directory that manages a user, for "Managed by <directory>". */
export async function managingDirectoryName(db: DbOrTrx, userId: number) {
  const row = await db
    .selectFrom('users')
    .innerJoin('directories', 'directories.id', 'users.directory_id')
    .select('directories.name')
    .where('users.id', '=', userId)
    .where('directories.revoked_at', 'is', null)
    .executeTakeFirst();
  return row?.name ?? null;
}
