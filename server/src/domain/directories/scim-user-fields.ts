import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js';
import { z } from 'zod';
import { fieldRules, hasForbiddenCharacters } from '../../lib/fields';
import { invalidValue } from './scim-errors';
import { ENTERPRISE_SCHEMA, type ScimUser } from './scim-user-resource';

/** What a directory owns of a staff account, as the account keeps it. */
export interface StaffFields {
  name: string;
  email: string;
  phone: string | null;
  externalId: string | null;
  department: string | null;
  /** The manager's id as the directory names it (this server's id), or null. */
  manager: string | null;
  active: boolean;
}

const LINE = /[\r\n]/;
const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !LINE.test(text) && !hasForbiddenCharacters(text));

/** Entra ID has sent booleans as the strings "True" and "False". */
const bool = z.union([
  z.boolean(),
  z
    .string()
    .regex(/^(true|false)$/i)
    .transform((text) => text.toLowerCase() === 'true'),
]);

const multiValued = z.array(
  z.looseObject({
    value: z.string().optional(),
    type: z.string().optional(),
    primary: bool.optional(),
  }),
);

const manager = z.union([z.string(), z.looseObject({ value: z.string().optional() }), z.null()]);

/** The parts of a User this server reads; attributes it does not keep are ignored. */
const userBody = z.looseObject({
  userName: z.string().optional(),
  externalId: z.union([oneLine(200), z.null()]).optional(),
  displayName: z.string().optional(),
  name: z
    .looseObject({
      formatted: z.string().optional(),
      givenName: z.string().optional(),
      familyName: z.string().optional(),
    })
    .optional(),
  emails: multiValued.optional(),
  phoneNumbers: multiValued.optional(),
  active: bool.optional(),
  [ENTERPRISE_SCHEMA]: z
    .looseObject({
      department: z.union([oneLine(100), z.null()]).optional(),
      manager: manager.optional(),
    })
    .optional(),
});
type UserBody = z.infer<typeof userBody>;

const emailRule = z.string().trim().toLowerCase().pipe(z.email());

/** The work (or primary, or first) value of a multi-valued attribute. */
function workValue(values: UserBody['emails']) {
  const list = (values ?? []).filter((each) => each.value);
  return (list.find((each) => each.type === 'work') ?? list.find((each) => each.primary) ?? list[0])
    ?.value;
}

const joined = (name: UserBody['name']) =>
  [name?.givenName, name?.familyName].filter((part) => part && part.trim()).join(' ');

/**
 * The name a body gives: its displayName, else the formatted name, else given and family names;
 * on a change (`before`), the one part that changed wins, so a directory that updates only the
 * family name (as Entra ID does) changes the name.
 */
function nameOf(body: UserBody, before?: ScimUser) {
  if (!before) return body.displayName || body.name?.formatted || joined(body.name);
  if (body.displayName !== before.displayName && body.displayName) return body.displayName;
  if (body.name?.formatted !== before.name.formatted && body.name?.formatted)
    return body.name.formatted;
  if (joined(body.name) !== joined(before.name) && joined(body.name)) return joined(body.name);
  return before.displayName;
}

/** As the profile form keeps a number: E.164, Kenya's when it has no country code. */
function phoneOf(value: string | null) {
  if (value === null) return null;
  if (!isValidPhoneNumber(value, 'KE')) {
    throw invalidValue('phoneNumbers[type eq "work"].value must be a telephone number.');
  }
  return parsePhoneNumberWithError(value, 'KE').number;
}

function managerOf(body: UserBody) {
  const value = body[ENTERPRISE_SCHEMA]?.manager;
  const id = typeof value === 'string' ? value : (value?.value ?? '');
  return id.trim() === '' ? null : id.trim();
}

/**
 * Reads a User body (a POST or PUT, or the resource after a PATCH) into what the account keeps;
 * a value outside the field rules is `invalidValue`, said with its attribute.
 */
export function staffFieldsOf(body: unknown, before?: ScimUser): StaffFields {
  const parsed = userBody.safeParse(body);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path.join('.') || 'the body';
    throw invalidValue(`The value of ${path} is not valid for a User.`);
  }
  const user = parsed.data;
  const email = emailRule.safeParse(user.userName ?? workValue(user.emails) ?? '');
  if (!email.success)
    throw invalidValue('userName must be the e-mail address the person signs in with.');
  const name = (nameOf(user, before) ?? '').trim();
  const rule = fieldRules.name;
  if (
    name.length < rule.min ||
    name.length > rule.max ||
    LINE.test(name) ||
    hasForbiddenCharacters(name)
  ) {
    throw invalidValue(
      `displayName (or name) must be ${rule.min} to ${rule.max} characters on one line.`,
    );
  }
  const phone = phoneOf(workValue(user.phoneNumbers)?.trim() || null);
  return {
    name,
    email: email.data,
    phone,
    externalId: user.externalId || null,
    department: user[ENTERPRISE_SCHEMA]?.department || null,
    manager: managerOf(user),
    active: user.active ?? true,
  };
}
