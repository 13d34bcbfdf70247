import type { ScimPatchOperation } from 'scim-patch';
import { isUniqueViolation } from '../../lib/db-errors';
import { sessionsChanged } from '../accounts/session-cache';
import { isEmailTaken } from '../people/people.repository';
import { recordChange, staffLeft } from './directory-changes';
import { listResponse, MAX_RESULTS, type Paging, type ScimContext } from './scim-context';
import { invalidValue, scimNotFound, uniqueness } from './scim-errors';
import { parseFilter } from './scim-filter';
import { applyPatch, keptOperations } from './scim-patch-paths';
import { staffFieldsOf, type StaffFields } from './scim-user-fields';
import { userResource, type StaffAccount } from './scim-user-resource';
import * as repo from './scim-users.repository';
import { archiveAccount } from '../people/people.service';

/** Users may be filtered on these (lower case), each to the repository's name for it. */
const USER_FILTERS = {
  username: 'email',
  'emails.value': 'email',
  emails: 'email',
  externalid: 'externalId',
  id: 'id',
  displayname: 'displayName',
  active: 'active',
};

const resourceOf = (ctx: ScimContext, account: StaffAccount) => userResource(account, ctx.baseUrl);

async function visible(ctx: ScimContext, id: string) {
  const account = await repo.findStaffByScimId(ctx.db, ctx.directory.id, id);
  if (!account) throw scimNotFound(`User ${id}`);
  return account;
}

export async function getUser(ctx: ScimContext, id: string) {
  return resourceOf(ctx, await visible(ctx, id));
}

export async function listUsers(ctx: ScimContext, filter: string | undefined, paging: Paging) {
  const condition = filter ? parseFilter(filter, USER_FILTERS) : null;
  const { total, rows } = await repo.listStaff(ctx.db, ctx.directory.id, condition, {
    offset: paging.startIndex - 1,
    limit: Math.min(paging.count, MAX_RESULTS),
  });
  return listResponse(
    rows.map((row) => resourceOf(ctx, row)),
    total,
    paging,
  );
}

/** Why an e-mail cannot be this account's: it belongs to an account the directory cannot see. */
async function refuseTakenEmail(ctx: ScimContext, email: string, exceptId?: number) {
  if (await isEmailTaken(ctx.db, email, exceptId)) {
    throw uniqueness(`userName ${email} already belongs to another account.`);
  }
}

/** The manager a directory names: an account it sees, not the person themself. */
async function managerId(ctx: ScimContext, manager: string | null, selfId?: number) {
  if (manager === null) return null;
  const found = await repo.findStaffByScimId(ctx.db, ctx.directory.id, manager);
  if (!found || found.id === selfId) {
    throw invalidValue(`The manager ${manager} is not a User of this service provider.`);
  }
  return found.id;
}

const valuesOf = (fields: StaffFields, manager: number | null): repo.StaffValues => ({
  name: fields.name,
  email: fields.email,
  phone_number: fields.phone,
  external_id: fields.externalId,
  department: fields.department,
  manager_id: manager,
});

/** A unique index that another request won in the meantime says the same as the check. */
async function unique<T>(email: string, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw uniqueness(`userName ${email} already belongs to another account.`);
    throw error;
  }
}

/**
 * POST /Users: a new supervisor with no password (they sign in through the firm's provider, or
 * set one from a reset link while single sign-on is not required). An archived account of the
 * same e-mail that the directory may see comes back with its history instead.
 */
export async function createUser(ctx: ScimContext, body: unknown) {
  const fields = staffFieldsOf(body);
  const [held] = await repo.findAccountByEmail(ctx.db, fields.email);
  const returning =
    held &&
    held.archived_at !== null &&
    (held.role === 'ADM' || held.role === 'SUP') &&
    (held.directory_id === null || held.directory_id === ctx.directory.id);
  if (held && !returning) {
    throw uniqueness(`userName ${fields.email} already belongs to an account.`);
  }
  if (returning) {
    const account =
      (await repo.findStaff(ctx.db, ctx.directory.id, held.id)) ?? (await reclaim(ctx, held.id));
    return { created: false, resource: await applyFields(ctx, account, fields) };
  }
  const manager = await managerId(ctx, fields.manager);
  const id = await unique(fields.email, () =>
    ctx.db.transaction().execute(async (trx) => {
      const newId = await repo.insertStaff(trx, ctx.directory.id, valuesOf(fields, manager));
      await recordChange(trx, ctx.directory.id, newId, 'directory-created', 'Supervisor');
      return newId;
    }),
  );
  const account = await visible(ctx, String(id));
  if (!fields.active) return { created: true, resource: await applyFields(ctx, account, fields) };
  return { created: true, resource: resourceOf(ctx, account) };
}

/** An account archived outside any directory, taken by this one as it comes back. */
async function reclaim(ctx: ScimContext, id: number) {
  await repo.updateStaff(ctx.db, ctx.directory.id, id, {});
  return visible(ctx, String(id));
}

export async function replaceUser(ctx: ScimContext, id: string, body: unknown) {
  const account = await visible(ctx, id);
  return applyFields(ctx, account, staffFieldsOf(body, resourceOf(ctx, account)));
}

/**
 * PATCH: the operations (as Entra ID and Okta send them: case-insensitive ops, filtered paths,
 * no-path values) applied by scim-patch to the resource as it is, then kept as a PUT would be.
 */
export async function patchUser(ctx: ScimContext, id: string, operations: ScimPatchOperation[]) {
  const account = await visible(ctx, id);
  const before = resourceOf(ctx, account);
  const patched = applyPatch(before, keptOperations(operations));
  return applyFields(ctx, account, staffFieldsOf(patched, before));
}

/** What changed, by attribute name, for the account's history. */
function changedAttributes(account: StaffAccount, values: repo.StaffValues) {
  const names: Record<keyof repo.StaffValues, string> = {
    name: 'name',
    email: 'userName',
    phone_number: 'phoneNumbers',
    external_id: 'externalId',
    department: 'department',
    manager_id: 'manager',
  };
  return (Object.keys(names) as (keyof repo.StaffValues)[])
    .filter((key) => (values[key] ?? null) !== (account[key] ?? null))
    .map((key) => names[key]);
}

async function applyFields(ctx: ScimContext, account: StaffAccount, fields: StaffFields) {
  if (fields.email !== account.email) await refuseTakenEmail(ctx, fields.email, account.id);
  const values = valuesOf(fields, await managerId(ctx, fields.manager, account.id));
  const changed = changedAttributes(account, values);
  const wasActive = account.archived_at === null;
  if (
    wasActive &&
    !fields.active &&
    account.role === 'ADM' &&
    (await repo.countActiveAdmins(ctx.db)) <= 1
  ) {
    throw invalidValue('The last active administrator cannot be deactivated.');
  }
  await unique(fields.email, () =>
    ctx.db.transaction().execute(async (trx) => {
      await repo.updateStaff(trx, ctx.directory.id, account.id, values);
      if (changed.length > 0) {
        await recordChange(
          trx,
          ctx.directory.id,
          account.id,
          'directory-updated',
          changed.join(', '),
        );
      }
      if (wasActive && !fields.active) {
        const interns = await archiveAccount(trx, account);
        await recordChange(trx, ctx.directory.id, account.id, 'directory-deactivated', '');
        await staffLeft(trx, ctx, account.id, interns);
      } else if (!wasActive && fields.active) {
        await repo.reactivateStaff(trx, account.id);
        await recordChange(trx, ctx.directory.id, account.id, 'directory-reactivated', '');
      }
    }),
  );
  sessionsChanged(ctx.db);
  return resourceOf(ctx, await visible(ctx, String(account.id)));
}

/** DELETE: deactivated as `active: false` is, and no longer the directory's to see. */
export async function deleteUser(ctx: ScimContext, id: string) {
  const account = await visible(ctx, id);
  if (account.archived_at === null) {
    await applyFields(ctx, account, { ...staffFieldsOf(resourceOf(ctx, account)), active: false });
  }
  await ctx.db.transaction().execute(async (trx) => {
    await repo.releaseStaff(trx, account.id);
    await recordChange(trx, ctx.directory.id, account.id, 'directory-deleted', '');
  });
}
