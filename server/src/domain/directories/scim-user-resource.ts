import type { Role } from '../../db/schema';

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const ENTERPRISE_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

/** A staff account as the SCIM side reads it (users.repository's row, the columns it needs). */
export interface StaffAccount {
  id: number;
  name: string;
  email: string;
  phone_number: string | null;
  role: Role;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
  external_id: string | null;
  department: string | null;
  manager_id: number | null;
}

/** The two groups, by id: membership of Administrators gives the administrator's role. */
export const GROUPS = {
  administrators: { displayName: 'Administrators', role: 'ADM' },
  supervisors: { displayName: 'Supervisors', role: 'SUP' },
} as const satisfies Record<string, { displayName: string; role: Role }>;
export type GroupId = keyof typeof GROUPS;

export const groupOfRole = (role: Role): GroupId =>
  role === 'ADM' ? 'administrators' : 'supervisors';

/**
 * The stored name as given and family names: the last word is the family name. The product
 * keeps one name (as the people it shows), so a directory's change of either part is joined
 * back into it (scim-user-fields.ts).
 */
export function nameParts(name: string) {
  const cut = name.trim().lastIndexOf(' ');
  return cut < 0
    ? { givenName: name }
    : { givenName: name.slice(0, cut), familyName: name.slice(cut + 1) };
}

export type ScimUser = ReturnType<typeof userResource>;

/** An account as RFC 7643 §4.1 writes a User, with the enterprise extension. */
export function userResource(account: StaffAccount, baseUrl: string) {
  const group = groupOfRole(account.role);
  return {
    schemas: [USER_SCHEMA, ENTERPRISE_SCHEMA],
    id: String(account.id),
    ...(account.external_id !== null ? { externalId: account.external_id } : {}),
    userName: account.email,
    displayName: account.name,
    name: { formatted: account.name, ...nameParts(account.name) },
    emails: [{ value: account.email, type: 'work', primary: true }],
    phoneNumbers: account.phone_number ? [{ value: account.phone_number, type: 'work' }] : [],
    active: account.archived_at === null,
    groups: [
      { value: group, display: GROUPS[group].displayName, $ref: `${baseUrl}/Groups/${group}` },
    ],
    [ENTERPRISE_SCHEMA]: {
      ...(account.department !== null ? { department: account.department } : {}),
      ...(account.manager_id !== null
        ? {
            manager: {
              value: String(account.manager_id),
              $ref: `${baseUrl}/Users/${account.manager_id}`,
            },
          }
        : {}),
    },
    meta: {
      resourceType: 'User',
      created: new Date(account.created_at),
      lastModified: new Date(account.updated_at),
      location: `${baseUrl}/Users/${account.id}`,
    },
  };
}
