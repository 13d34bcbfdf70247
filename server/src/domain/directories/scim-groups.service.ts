import type { ScimPatchOperation } from 'scim-patch';
import { z } from 'zod';
import type { Role } from '../../db/schema';
import { sessionsChanged } from '../accounts/session-cache';
import { recordChange } from './directory-changes';
import { listResponse, type Paging, type ScimContext } from './scim-context';
import { ScimError, invalidValue, mutability, scimNotFound, uniqueness } from './scim-errors';
import { parseFilter, type Condition } from './scim-filter';
import { applyPatch } from './scim-patch-paths';
import { GROUPS, type GroupId } from './scim-user-resource';
import * as repo from './scim-users.repository';

export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';

const GROUP_FILTERS = {
  id: 'id',
  displayname: 'displayName',
  externalid: 'externalId',
  members: 'members',
  'members.value': 'members',
};

const GROUP_IDS = Object.keys(GROUPS) as GroupId[];
const ROLE_NAMES: Record<Role, string> = {
  ADM: 'Administrator',
  SUP: 'Supervisor',
  INT: 'Intern',
  ACA: 'Academic supervisor',
};

function groupIdOf(id: string): GroupId {
  const found = GROUP_IDS.find((each) => each === id.toLowerCase());
  if (!found) throw scimNotFound(`Group ${id}`);
  return found;
}

async function groupResource(ctx: ScimContext, id: GroupId, withMembers: boolean) {
  const members = withMembers
    ? (await repo.groupMembers(ctx.db, ctx.directory.id, GROUPS[id].role)).map((member) => ({
        value: String(member.id),
        display: member.name,
        $ref: `${ctx.baseUrl}/Users/${member.id}`,
      }))
    : undefined;
  return {
    schemas: [GROUP_SCHEMA],
    id,
    displayName: GROUPS[id].displayName,
    ...(members ? { members } : {}),
    meta: { resourceType: 'Group', location: `${ctx.baseUrl}/Groups/${id}` },
  };
}

/** Whether a group matches a filter: the two groups are judged here, members by a lookup. */
async function groupMatches(ctx: ScimContext, id: GroupId, condition: Condition): Promise<boolean> {
  if ('all' in condition) {
    for (const part of condition.all) if (!(await groupMatches(ctx, id, part))) return false;
    return true;
  }
  if ('any' in condition) {
    for (const part of condition.any) if (await groupMatches(ctx, id, part)) return true;
    return false;
  }
  if ('always' in condition) return condition.always;
  const value = String(condition.value);
  switch (condition.attribute) {
    case 'id':
      return value.toLowerCase() === id;
    case 'displayName':
      return value.toLowerCase() === GROUPS[id].displayName.toLowerCase();
    case 'members': {
      const member = await repo.findStaffByScimId(ctx.db, ctx.directory.id, value);
      return member?.archived_at === null && member.role === GROUPS[id].role;
    }
    default:
      return false;
  }
}

export async function listGroups(
  ctx: ScimContext,
  filter: string | undefined,
  paging: Paging,
  withMembers: boolean,
) {
  const condition = filter ? parseFilter(filter, GROUP_FILTERS) : null;
  const matching: GroupId[] = [];
  for (const id of GROUP_IDS) {
    if (!condition || (await groupMatches(ctx, id, condition))) matching.push(id);
  }
  const page = matching.slice(paging.startIndex - 1, paging.startIndex - 1 + paging.count);
  const resources = [];
  for (const id of page) resources.push(await groupResource(ctx, id, withMembers));
  return listResponse(resources, matching.length, paging);
}

export const getGroup = (ctx: ScimContext, id: string, withMembers: boolean) =>
  groupResource(ctx, groupIdOf(id), withMembers);

const groupBody = z.looseObject({
  displayName: z.string().optional(),
  members: z.array(z.looseObject({ value: z.string() })).optional(),
});

/** The two groups are the product's roles: one is linked to, never made or removed. */
export function createGroup(body: unknown) {
  const name = groupBody.safeParse(body).data?.displayName ?? '';
  if (GROUP_IDS.some((id) => GROUPS[id].displayName.toLowerCase() === name.toLowerCase())) {
    throw uniqueness(`The group ${name} exists: link to it.`);
  }
  throw invalidValue('This service provider has two groups only: Administrators and Supervisors.');
}

export function deleteGroup(id: string) {
  groupIdOf(id);
  throw mutability('The groups are the product’s roles: they cannot be deleted.');
}

export async function patchGroup(ctx: ScimContext, id: string, operations: ScimPatchOperation[]) {
  const group = await groupResource(ctx, groupIdOf(id), true);
  for (const operation of operations) {
    const path = (operation.path ?? '').toLowerCase();
    if (path && path !== 'displayname' && !path.startsWith('members')) {
      throw new ScimError(400, `${operation.path} is not an attribute of a Group.`, 'invalidPath');
    }
  }
  const members = new Set((group.members ?? []).map((member) => member.value));
  return setMembers(ctx, group, applyPatch(group, memberRemovals(operations, members)));
}

export async function replaceGroup(ctx: ScimContext, id: string, body: unknown) {
  const group = await groupResource(ctx, groupIdOf(id), true);
  return setMembers(ctx, group, { ...(body as object), id: group.id });
}

/**
 * Entra ID removes members by value (`"path": "members", "value": [{ "value": id }]`), which
 * scim-patch compares whole; each becomes a removal by filter. A removal of someone who is not
 * a member (a retry, or one already demoted) changes nothing instead of failing the batch.
 */
function memberRemovals(operations: ScimPatchOperation[], members: Set<string>) {
  return operations.flatMap((operation): ScimPatchOperation[] => {
    if (operation.op.toLowerCase() !== 'remove') return [operation];
    const path = operation.path ?? '';
    const byFilter = /^members\[value eq "([^"]*)"\]$/i.exec(path);
    if (byFilter) return members.has(byFilter[1]) ? [operation] : [];
    if (path.toLowerCase() !== 'members' || !Array.isArray(operation.value)) return [operation];
    return (operation.value as { value?: unknown }[])
      .map((member) => String(member?.value ?? ''))
      .filter((value) => members.has(value))
      .map((value) => ({ op: 'remove', path: `members[value eq "${value}"]` }));
  });
}

type Group = Awaited<ReturnType<typeof groupResource>>;

/**
 * The group as the directory wants it: its name unchanged, its members' roles given or taken.
 * Administrators gives the administrator's role and leaving it gives back the supervisor's;
 * joining Supervisors never takes an administrator's role (a person in both groups of the
 * directory is an administrator) and leaving it changes no role: a directory ends access by
 * deactivating the user, as Entra ID and Okta do when a user is unassigned.
 */
async function setMembers(ctx: ScimContext, group: Group, wanted: unknown) {
  const parsed = groupBody.safeParse(wanted);
  if (!parsed.success) throw invalidValue('members must be a list of { "value": "<User id>" }.');
  const name = parsed.data.displayName ?? group.displayName;
  if (name.toLowerCase() !== group.displayName.toLowerCase()) {
    throw mutability(`The group ${group.displayName} cannot be renamed.`);
  }
  const before = new Set((group.members ?? []).map((member) => member.value));
  const after = new Set((parsed.data.members ?? []).map((member) => member.value));
  const added = [...after].filter((value) => !before.has(value));
  const removed = [...before].filter((value) => !after.has(value));
  const role = GROUPS[group.id as GroupId].role;
  const changes: { id: number; to: Role }[] = [];
  for (const value of added) {
    const member = await repo.findStaffByScimId(ctx.db, ctx.directory.id, value);
    if (!member || member.archived_at !== null) {
      throw invalidValue(`The member ${value} is not an active User of this service provider.`);
    }
    if (role === 'ADM') changes.push({ id: member.id, to: 'ADM' });
  }
  if (role === 'ADM') for (const value of removed) changes.push({ id: Number(value), to: 'SUP' });
  const demoted = changes.filter((change) => change.to === 'SUP').length;
  if (
    demoted > 0 &&
    (await repo.countActiveAdmins(ctx.db)) - demoted + (changes.length - demoted) < 1
  ) {
    throw invalidValue('The last active administrator cannot leave Administrators.');
  }
  if (changes.length > 0) {
    await ctx.db.transaction().execute(async (trx) => {
      for (const change of changes) {
        await repo.updateStaff(trx, ctx.directory.id, change.id, { role: change.to });
        const from = change.to === 'ADM' ? 'SUP' : 'ADM';
        await recordChange(
          trx,
          ctx.directory.id,
          change.id,
          'directory-role',
          `${ROLE_NAMES[from]} → ${ROLE_NAMES[change.to]}`,
        );
      }
    });
    sessionsChanged(ctx.db);
  }
  return groupResource(ctx, group.id as GroupId, true);
}
