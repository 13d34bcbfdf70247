import { MAX_RESULTS } from './scim-context';
import { GROUP_SCHEMA } from './scim-groups.service';
import { ENTERPRISE_SCHEMA, USER_SCHEMA } from './scim-user-resource';

/** RFC 7643 §7: an attribute as the Schemas endpoint describes it. */
interface Attribute {
  name: string;
  type: string;
  multiValued: boolean;
  description: string;
  required: boolean;
  caseExact: boolean;
  mutability: string;
  returned: string;
  uniqueness: string;
  subAttributes?: Attribute[];
}

const attribute = (
  name: string,
  type: 'string' | 'boolean' | 'complex' | 'reference',
  rest: {
    multiValued?: boolean;
    required?: boolean;
    mutability?: 'readOnly' | 'readWrite' | 'immutable';
    uniqueness?: 'none' | 'server';
    subAttributes?: Attribute[];
    description: string;
  },
): Attribute => ({
  name,
  type,
  multiValued: rest.multiValued ?? false,
  description: rest.description,
  required: rest.required ?? false,
  caseExact: false,
  mutability: rest.mutability ?? 'readWrite',
  returned: 'default',
  uniqueness: rest.uniqueness ?? 'none',
  ...(rest.subAttributes ? { subAttributes: rest.subAttributes } : {}),
});

const valueAndType = [
  attribute('value', 'string', { description: 'The value.' }),
  attribute('type', 'string', { description: 'Only "work" is kept.' }),
  attribute('primary', 'boolean', { description: 'The primary value.' }),
];

const schema = (id: string, name: string, description: string, attributes: unknown[]) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
  id,
  name,
  description,
  attributes,
  meta: { resourceType: 'Schema', location: `/Schemas/${id}` },
});

export const SCHEMAS = [
  schema(USER_SCHEMA, 'User', 'A member of staff: a supervisor, or an administrator', [
    attribute('userName', 'string', {
      required: true,
      uniqueness: 'server',
      description: 'The e-mail address the person signs in with.',
    }),
    attribute('externalId', 'string', { description: "The directory's id for the person." }),
    attribute('displayName', 'string', { description: 'The name the product shows.' }),
    attribute('name', 'complex', {
      description: 'Joined into the one name the product keeps.',
      subAttributes: ['formatted', 'givenName', 'familyName'].map((part) =>
        attribute(part, 'string', { description: `The ${part}.` }),
      ),
    }),
    attribute('emails', 'complex', {
      multiValued: true,
      description: 'The work e-mail (the userName).',
      subAttributes: valueAndType,
    }),
    attribute('phoneNumbers', 'complex', {
      multiValued: true,
      description: 'The work telephone number.',
      subAttributes: valueAndType,
    }),
    attribute('active', 'boolean', {
      description: 'false archives the account: its sessions end and it cannot sign in.',
    }),
    attribute('groups', 'complex', {
      multiValued: true,
      mutability: 'readOnly',
      description: 'Administrators or Supervisors, by the role.',
      subAttributes: [attribute('value', 'string', { description: 'The group id.' })],
    }),
  ]),
  schema(ENTERPRISE_SCHEMA, 'EnterpriseUser', 'The department and the manager', [
    attribute('department', 'string', { description: 'The department.' }),
    attribute('manager', 'complex', {
      description: 'Another User of this service provider.',
      subAttributes: [attribute('value', 'string', { description: "The manager's id." })],
    }),
  ]),
  schema(GROUP_SCHEMA, 'Group', "The product's staff roles: Administrators and Supervisors", [
    attribute('displayName', 'string', {
      required: true,
      mutability: 'immutable',
      uniqueness: 'server',
      description: 'Administrators or Supervisors.',
    }),
    attribute('members', 'complex', {
      multiValued: true,
      description: 'Membership of Administrators gives the administrator’s role.',
      subAttributes: [attribute('value', 'string', { description: "A User's id." })],
    }),
  ]),
];

export const RESOURCE_TYPES = [
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    schema: USER_SCHEMA,
    schemaExtensions: [{ schema: ENTERPRISE_SCHEMA, required: false }],
    meta: { resourceType: 'ResourceType', location: '/ResourceTypes/User' },
  },
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
    id: 'Group',
    name: 'Group',
    endpoint: '/Groups',
    schema: GROUP_SCHEMA,
    meta: { resourceType: 'ResourceType', location: '/ResourceTypes/Group' },
  },
];

export const serviceProviderConfig = (documentationUri: string) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
  documentationUri,
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: MAX_RESULTS },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'Bearer token',
      description: 'The token shown once on the Directory sync screen.',
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: '/ServiceProviderConfig' },
});
