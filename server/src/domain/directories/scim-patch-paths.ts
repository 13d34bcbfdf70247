import {
  scimPatch,
  ScimError as PatchError,
  type ScimPatchOperation,
  type ScimResource,
} from 'scim-patch';
import { ScimError, mutability } from './scim-errors';
import { ENTERPRISE_SCHEMA } from './scim-user-resource';

const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:user:';

/** A User's attributes this server keeps (and may be changed by a directory). */
const KEPT = new Set([
  'username',
  'externalid',
  'displayname',
  'name',
  'emails',
  'phonenumbers',
  'active',
]);
const KEPT_ENTERPRISE = new Set(['department', 'manager']);
/** Attributes of the User schemas that this server does not keep: accepted and ignored. */
const IGNORED = new Set([
  'nickname',
  'profileurl',
  'title',
  'usertype',
  'preferredlanguage',
  'locale',
  'timezone',
  'addresses',
  'ims',
  'photos',
  'roles',
  'entitlements',
  'x509certificates',
  'password',
]);
const IGNORED_ENTERPRISE = new Set(['employeenumber', 'costcenter', 'organization', 'division']);
const READ_ONLY = new Set(['id', 'meta', 'groups', 'schemas']);

type Verdict = 'keep' | 'ignore';

/** The attribute an operation's path (or a no-path value's key) names, judged. */
function judge(path: string): Verdict {
  const lower = path.toLowerCase();
  const enterprise = ENTERPRISE_SCHEMA.toLowerCase();
  if (lower === enterprise) return 'keep';
  if (lower.startsWith(`${enterprise}:`) || lower.startsWith(`${enterprise}.`)) {
    const attribute = lower.slice(enterprise.length + 1).split(/[.[]/)[0];
    if (KEPT_ENTERPRISE.has(attribute)) return 'keep';
    if (IGNORED_ENTERPRISE.has(attribute)) return 'ignore';
  } else {
    const attribute = lower.replace(CORE_USER, '').split(/[.[]/)[0];
    if (KEPT.has(attribute)) return 'keep';
    if (IGNORED.has(attribute)) return 'ignore';
    if (READ_ONLY.has(attribute)) throw mutability(`${path} is read-only.`);
  }
  throw new ScimError(400, `${path} is not an attribute of a User.`, 'invalidPath');
}

/**
 * The operations of a User PATCH that touch what this server keeps. A path into another
 * resource (`members`) or an unknown attribute is `invalidPath`, a read-only one `mutability`;
 * an attribute of the User schemas that is not kept (`title`, Okta's `password`) is dropped.
 */
export function keptOperations(operations: ScimPatchOperation[]): ScimPatchOperation[] {
  return operations.flatMap((operation) => {
    if (operation.path) return judge(operation.path) === 'keep' ? [operation] : [];
    const value = operation.value as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [operation];
    const kept = Object.fromEntries(Object.entries(value).filter(([key]) => judge(key) === 'keep'));
    return Object.keys(kept).length > 0 ? [{ ...operation, value: kept }] : [];
  });
}

/**
 * A copy of `resource` with the operations applied by scim-patch; what scim-patch refuses is an
 * `invalidValue`. The resource's meta needs no dates: scim-patch reads none.
 */
export function applyPatch(resource: object, operations: ScimPatchOperation[]): unknown {
  try {
    return scimPatch(structuredClone(resource) as ScimResource, operations);
  } catch (error) {
    if (error instanceof PatchError) throw new ScimError(400, error.message, 'invalidValue');
    throw error;
  }
}
