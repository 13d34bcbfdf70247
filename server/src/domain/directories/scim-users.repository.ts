import type { ExpressionBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { Database, Role } from '../../db/schema';
import { isoNow } from '../../lib/time';
import type { Condition } from './scim-filter';
import type { StaffAccount } from './scim-user-resource';

const STAFF: Role[] = ['ADM', 'SUP'];

const COLUMNS = [
  'users.id',
  'users.name',
  'users.email',
  'users.phone_number',
  'users.role',
  'users.archived_at',
  'users.created_at',
  'users.updated_at',
  'users.external_id',
  'users.department',
  'users.manager_id',
] as const;

type Users = ExpressionBuilder<Database, 'users'>;

/**
 * The accounts a directory sees: staff it manages (active or not), and active staff no directory
 * manages yet (a firm's first sync matches them by userName). Interns, academic supervisors,
 * another directory's accounts and accounts archived outside it are not there.
 */
const visibleTo = (directoryId: number) => (eb: Users) =>
  eb.and([
    eb('users.role', 'in', STAFF),
    eb.or([
      eb('users.directory_id', '=', directoryId),
      eb.and([eb('users.directory_id', 'is', null), eb('users.archived_at', 'is', null)]),
    ]),
  ]);

/** A filter's conditions on the columns they name (scim-filter.ts keeps only known ones). */
function matches(eb: Users, condition: Condition): ReturnType<Users['and']> {
  if ('all' in condition) return eb.and(condition.all.map((part) => matches(eb, part)));
  if ('any' in condition) return eb.or(condition.any.map((part) => matches(eb, part)));
  // No id is negative: an e-mail type other than work matches nothing.
  if ('always' in condition) return eb.and(condition.always ? [] : [eb('users.id', '<', 0)]);
  const { attribute, value } = condition;
  switch (attribute) {
    case 'email':
      return eb.and([eb('users.email', '=', String(value).trim().toLowerCase())]);
    case 'externalId':
      return eb.and([eb('users.external_id', '=', String(value))]);
    case 'id':
      return eb.and([eb('users.id', '=', userIdOf(String(value)) ?? -1)]);
    case 'displayName':
      return eb.and([eb('users.name', '=', String(value))]);
    case 'active':
      return eb.and([eb('users.archived_at', value === true ? 'is' : 'is not', null)]);
    case 'role':
      return eb.and([eb('users.role', '=', value === 'ADM' ? 'ADM' : 'SUP')]);
    default:
      throw new Error(`No column for ${attribute}`);
  }
}

/** A User's `id` as a directory writes it (text): the number this server gave, else none. */
export const userIdOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

/** The account a directory sees by the `id` it names, if any. */
export async function findStaffByScimId(db: DbOrTrx, directoryId: number, text: string) {
  const id = userIdOf(text);
  return id === null ? undefined : findStaff(db, directoryId, id);
}

export async function findStaff(db: DbOrTrx, directoryId: number, id: number) {
  return db
    .selectFrom('users')
    .select(COLUMNS)
    .where(visibleTo(directoryId))
    .where('users.id', '=', id)
    .executeTakeFirst() as Promise<StaffAccount | undefined>;
}

/** A page of the accounts a directory sees that match, oldest first, and how many match. */
export async function listStaff(
  db: DbOrTrx,
  directoryId: number,
  condition: Condition | null,
  page: { offset: number; limit: number },
) {
  const base = db
    .selectFrom('users')
    .where(visibleTo(directoryId))
    .where((eb) => (condition ? matches(eb, condition) : eb.and([])));
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const rows =
    page.limit === 0
      ? []
      : await base
          .select(COLUMNS)
          .orderBy('users.id')
          .offset(page.offset)
          .limit(page.limit)
          .execute();
  return { total: Number(total), rows: rows as StaffAccount[] };
}

/** Any account holding an e-mail (its role and directory tell why a directory may not take it). */
export async function findAccountByEmail(db: DbOrTrx, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'directory_id', 'archived_at'])
    .where('email', '=', email)
    .orderBy('archived_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export interface StaffValues {
  name: string;
  email: string;
  phone_number: string | null;
  external_id: string | null;
  department: string | null;
  manager_id: number | null;
}

export async function insertStaff(db: DbOrTrx, directoryId: number, values: StaffValues) {
  const now = isoNow();
  const row = await db
    .insertInto('users')
    .values({
      ...values,
      role: 'SUP',
      password_hash: null,
      directory_id: directoryId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The directory's values, and the account is its own from now on. */
export async function updateStaff(
  db: DbOrTrx,
  directoryId: number,
  id: number,
  values: Partial<StaffValues> & { role?: Role },
) {
  await db
    .updateTable('users')
    .set({ ...values, directory_id: directoryId, updated_at: isoNow() })
    .where('id', '=', id)
    .execute();
}

/** Brings an archived account back: its history, tasks and ratings were kept. */
export async function reactivateStaff(db: DbOrTrx, id: number) {
  await db
    .updateTable('users')
    .set({ archived_at: null, updated_at: isoNow() })
    .where('id', '=', id)
    .execute();
}

/** A directory's DELETE: the archived account is no longer the directory's to see. */
export async function releaseStaff(db: DbOrTrx, id: number) {
  await db
    .updateTable('users')
    .set({ directory_id: null, external_id: null, updated_at: isoNow() })
    .where('id', '=', id)
    .execute();
}

export async function countActiveAdmins(db: DbOrTrx) {
  const [{ total }] = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('role', '=', 'ADM')
    .where('archived_at', 'is', null)
    .execute();
  return Number(total);
}

/** The members of a role's group that a directory sees, active ones only, by id. */
export async function groupMembers(db: DbOrTrx, directoryId: number, role: Role) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.name', 'users.email'])
    .where(visibleTo(directoryId))
    .where('users.role', '=', role)
    .where('users.archived_at', 'is', null)
    .orderBy('users.id')
    .execute();
}
