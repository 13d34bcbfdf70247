import { z } from 'zod/mini';
import type { DayMark, LogbookDay } from '../../types/logbook';
import { hasForbiddenCharacters, hoursRule, type TextRule } from '../../validation/field-rules';

// The parts of a logbook entry's form that the draft and the submit share (field-rules.ts).

/** A working day's choice in the form: '' while not ticked. */
export type DayChoice = '' | 'present' | 'absent';

/** What the week's form holds. */
export interface LogbookEntryForm {
  Days: DayChoice[];
  Activities: string;
  Learned: string;
  Hours: string;
}

/** What PUT and POST /Intern/Logbook/{weekStart} take. */
export interface LogbookEntryPayload {
  Days: DayMark[];
  Activities: string;
  Learned: string;
  Hours: number | null;
}

export const ACTIVITIES_LABEL = 'Activities';
export const LEARNED_LABEL = 'What I learned';

const weekday = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
    Date.parse(`${date}T00:00:00Z`),
  );

export const dayMessage = (date: string) => `Mark ${weekday(date)} present or absent`;

/**
 * One day of the week: a day outside the internship is sent as null (the server refuses
 * anything else), an excused day keeps what it holds (the approved absence decides), and a
 * working day is ticked or not; on a submit it must be.
 */
function daySchema(day: LogbookDay, submit: boolean) {
  if (!day.Expected)
    return z.pipe(
      z.string(),
      z.transform((): DayMark => null),
    );
  if (day.Excused)
    return z.pipe(
      z.string(),
      z.transform((): DayMark => day.Mark),
    );
  if (submit) return z.enum(['present', 'absent'], { error: dayMessage(day.Date) });
  return z.pipe(
    z.enum(['', 'present', 'absent']),
    z.transform((value): DayMark => (value === '' ? null : value)),
  );
}

export const daysSchema = (days: LogbookDay[], submit: boolean) =>
  z.tuple(days.map((day) => daySchema(day, submit)) as unknown as [z.ZodMiniType<DayMark, string>]);

/** A draft's text: may stay empty, within the rule's length and characters. */
export function draftText(label: string, rule: TextRule) {
  return z.string().check(
    z.refine(
      (value) => !hasForbiddenCharacters(value),
      `${label} must not contain control characters`,
    ),
    z.trim(),
    z.maxLength(rule.max, `${label} must be at most ${rule.max} characters`),
  );
}

const WHOLE_NUMBER = /^\d+$/;
const withinHours = (value: string) =>
  WHOLE_NUMBER.test(value) && Number(value) >= hoursRule.min && Number(value) <= hoursRule.max;

export const HOURS_REQUIRED = 'Hours is required';

/** The week's hours as typed: '' (none yet, a draft only) or a whole number 0–80. */
export function hoursSchema(submit: boolean) {
  const text = z.string().check(
    z.trim(),
    ...(submit ? [z.minLength(1, HOURS_REQUIRED)] : []),
    z.refine((value) => value === '' || withinHours(value), hoursRule.message),
  );
  return z.pipe(
    text,
    z.transform((value) => (value === '' ? null : Number(value))),
  );
}
