/**
 * Each text or number field's rule, in one place: the forms build their zod schemas from it
 * (validation/text.ts, rating.ts) and so do the server's route schemas (server/src/lib/fields.ts
 * imports 'shared-api/field-rules'). Plain data with no imports, so the server can load it.
 * `oneLine`: the text goes into e-mail subjects and bodies, where a line break would let it
 * write lines of its own.
 */
export const fieldRules = {
  name: { min: 2, max: 100, oneLine: true },
  position: { min: 2, max: 100, oneLine: true },
  intakeName: { min: 2, max: 100, oneLine: true },
  taskTitle: { min: 2, max: 200, oneLine: true },
  taskDescription: { min: 2, max: 5000, oneLine: false },
  comment: { min: 1, max: 2000, oneLine: false },
  assessment: { min: 1, max: 3000, oneLine: false },
  /** A logbook entry's activities and what was learned (a draft may leave them empty). */
  logbookText: { min: 1, max: 4000, oneLine: false },
  /** The supervisor's remark when returning an entry or deciding an absence. */
  logbookRemark: { min: 1, max: 1000, oneLine: false },
  absenceNote: { min: 1, max: 1000, oneLine: false },
  /** The name a user gives a passkey ('Work laptop'), shown in their list. */
  passkeyName: { min: 1, max: 60, oneLine: true },
  /** The name an administrator gives a directory that provisions staff (issue 89). */
  directoryName: { min: 1, max: 100, oneLine: true },
  /** A workplace visit (issue 70): who was met, and the academic supervisor's assessment. */
} as const satisfies Record<string, TextRule>;

export interface TextRule {
  min: number;
  max: number;
  oneLine: boolean;
}

export const ratingRule = {
  min: 0,
  max: 100,
  message: 'The rating must be a whole number from 0 to 100.',
} as const;

/** A logbook week's hours. */
export const hoursRule = {
  min: 0,
  max: 80,
  message: 'Hours must be a whole number from 0 to 80.',
} as const;

/**
 * Every calendar date a client sends (YYYY-MM-DD), in the forms and on the server: within these
 * days, so that a date and the day after it are both four-digit years and no range of days is
 * longer than this one. The spans bound what one request counts: an intake's internship, from its
 * first day to its last, and one absence request, in days (both days in).
 */
export const calendarDateRule = {
  min: '2000-01-01',
  max: '2099-12-31',
  maxInternshipDays: 731,
  maxAbsenceDays: 366,
} as const;

/** Whether a valid YYYY-MM-DD date is inside calendarDateRule (its four-digit years sort). */
export const isDateInRange = (date: string) =>
  date >= calendarDateRule.min && date <= calendarDateRule.max;

/** CR, LF, NEL and the Unicode line and paragraph separators (VT and FF are refused below). */
export const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/u;

/**
 * Control characters other than tab and line breaks (NUL included: PostgreSQL cannot store it,
 * SQLite would), and the lone UTF-16 surrogates that no UTF-8 column can hold. Refused on both
 * databases alike, so what one accepts the other stores too.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasForbiddenCharacters = (value: string) =>
  FORBIDDEN_CHARACTERS.test(value) || LONE_SURROGATE.test(value);
