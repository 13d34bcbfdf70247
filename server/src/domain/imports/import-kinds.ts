import { z } from 'zod';
import { LANGUAGES } from 'shared-api/languages';
import type { ImportKind } from '../../db/schema';
import { calendarDateField, emailField, fieldRules, textField } from '../../lib/fields';
import { m } from '../../lib/texts';
import { applicationFields } from '../applications/applications.service';

export const IMPORT_KINDS = [
  'supervisors',
  'interns',
  'positions',
  'intakes',
  'applications',
] as const satisfies ImportKind[];

export type ImportField =
  | 'Name'
  | 'Email'
  | 'PhoneNumber'
  | 'Position'
  | 'Supervisor'
  | 'Intake'
  | 'Language'
  | 'ApplicationsOpen'
  | 'ApplicationsClose'
  | 'InternshipStart'
  | 'InternshipEnd'
  | 'Positions';

/** Fields holding a calendar date: an XLSX date cell comes as its serial number. */
export const DATE_FIELDS = new Set<ImportField>([
  'ApplicationsOpen',
  'ApplicationsClose',
  'InternshipStart',
  'InternshipEnd',
]);

/**
 * A column of a kind's file: its header in English and Swahili (a template's), other names it
 * is known by, its rule (a template's and the screen's) and an example.
 */
export interface ColumnSpec {
  field: ImportField;
  en: string;
  sw: string;
  headers: string[];
  required: boolean;
  rule: string;
  example: string;
}

const column = (
  field: ImportField,
  [en, sw, ...others]: [string, string, ...string[]],
  rule: string,
  example: string,
  required = true,
): ColumnSpec => ({ field, en, sw, headers: [en, sw, field, ...others], required, rule, example });

const NAME = column(
  'Name',
  ['Name', 'Jina', 'Full name', 'Jina kamili'],
  m('Text, 2 to 100 characters, on one line.'),
  'Wanjiru Kamau',
);
const EMAIL = column(
  'Email',
  ['Email', 'Barua pepe', 'E-mail', 'Email address'],
  m('An e-mail address no other account uses.'),
  'wanjiru.kamau@example.com',
);
const PHONE = column(
  'PhoneNumber',
  ['Phone number', 'Nambari ya simu', 'Phone', 'Simu'],
  m('An international phone number, like +254712345678.'),
  '+254712345678',
);
const POSITION = column(
  'Position',
  ['Position', 'Nafasi', 'Department', 'Idara'],
  m('The name of an existing position.'),
  'Software Engineering',
);
const LANGUAGE = column(
  'Language',
  ['Language', 'Lugha'],
  m('en or sw: the language of their e-mails (empty: the one on your screen).'),
  'sw',
  false,
);

const INTAKE = column(
  'Intake',
  ['Intake', 'Awamu', 'Intake name'],
  m('The name of an existing intake offering the position (empty: none).'),
  'January 2027',
  false,
);
const date = (field: ImportField, names: [string, string, ...string[]], example: string) =>
  column(field, names, m('A date, YYYY-MM-DD, from 2000-01-01 to 2099-12-31.'), example);

export const KIND_COLUMNS: Record<ImportKind, ColumnSpec[]> = {
  intakes: [
    column(
      'Name',
      ['Name', 'Jina', 'Intake', 'Awamu'],
      m('Text, 2 to 100 characters, on one line; no other intake has this name.'),
      'January 2027',
    ),
    date('ApplicationsOpen', ['Applications open', 'Maombi yanafunguliwa'], '2026-11-01'),
    date('ApplicationsClose', ['Applications close', 'Maombi yanafungwa'], '2026-12-15'),
    date('InternshipStart', ['Internship start', 'Mwanzo wa mafunzo kazini'], '2027-01-11'),
    date('InternshipEnd', ['Internship end', 'Mwisho wa mafunzo kazini'], '2027-04-30'),
    column(
      'Positions',
      ['Positions', 'Nafasi'],
      m('The names of existing positions, separated by semicolons.'),
      'Engineering; Advisory',
    ),
  ],
  applications: [NAME, EMAIL, PHONE, POSITION, INTAKE, LANGUAGE],
  positions: [
    column(
      'Name',
      ['Position', 'Nafasi', 'Name', 'Jina'],
      m('Text, 2 to 100 characters, on one line; no other position has this name.'),
      'Data Science',
    ),
  ],
  supervisors: [NAME, EMAIL, PHONE, POSITION, LANGUAGE],
  interns: [
    NAME,
    EMAIL,
    PHONE,
    POSITION,
    column(
      'Supervisor',
      ['Supervisor email', 'Barua pepe ya msimamizi', 'Supervisor', 'Msimamizi'],
      m('The e-mail address of an existing supervisor (empty: none yet).'),
      'supervisor@example.com',
      false,
    ),
    INTAKE,
    LANGUAGE,
  ],
};

/** Headers compared without case, spaces, dashes, underscores or apostrophes. */
const headerKey = (header: string) => header.toLowerCase().replace(/[\s_\-'’.]/g, '');

/** The field each header goes to, by its English or Swahili name; null for an unknown one. */
export function matchColumns(kind: ImportKind, headers: string[]): (ImportField | null)[] {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const key = headerKey(header);
    const spec = KIND_COLUMNS[kind].find(
      (candidate) =>
        !taken.has(candidate.field) && candidate.headers.some((h) => headerKey(h) === key),
    );
    if (!spec) return null;
    taken.add(spec.field);
    return spec.field;
  });
}

const { PhoneNumber } = applicationFields.shape;
const language = z.enum(LANGUAGES, { error: m('The Language must be en or sw.') });

/** Each kind's row, by the same field rules as the forms (shared-api/field-rules). */
export const ROW_SCHEMAS = {
  positions: z.object({ Name: textField('Name', fieldRules.position) }),
  supervisors: z.object({
    Name: textField('Name', fieldRules.name),
    Email: emailField('Email'),
    PhoneNumber,
    Position: textField('Position', fieldRules.position),
    Language: language.optional(),
  }),
  interns: z.object({
    Name: textField('Name', fieldRules.name),
    Email: emailField('Email'),
    PhoneNumber,
    Position: textField('Position', fieldRules.position),
    Supervisor: emailField('Supervisor').optional(),
    Intake: textField('Intake', fieldRules.intakeName).optional(),
    Language: language.optional(),
  }),
  intakes: z.object({
    Name: textField('Name', fieldRules.intakeName),
    ApplicationsOpen: calendarDateField('ApplicationsOpen'),
    ApplicationsClose: calendarDateField('ApplicationsClose'),
    InternshipStart: calendarDateField('InternshipStart'),
    InternshipEnd: calendarDateField('InternshipEnd'),
    Positions: z
      .string({ error: m('Choose at least one position.') })
      .transform((value) => [
        ...new Set(
          value
            .split(';')
            .map((name) => name.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z
          .array(z.string())
          .min(1, { error: m('Choose at least one position.') })
          .max(1000, { error: m('Choose at most 1000 positions.') }),
      ),
  }),
  applications: z.object({
    Name: textField('Name', fieldRules.name),
    Email: emailField('Email'),
    PhoneNumber,
    Position: textField('Position', fieldRules.position),
    Intake: textField('Intake', fieldRules.intakeName).optional(),
    Language: language.optional(),
  }),
} satisfies Record<ImportKind, z.ZodType>;

export type ImportRow = {
  [K in ImportKind]: z.infer<(typeof ROW_SCHEMAS)[K]>;
};
