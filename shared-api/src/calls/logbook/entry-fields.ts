import { z } from 'zod/mini';
import { currentLanguage, INTL_LOCALES, m, translate } from 'shared-api';
import type { DayMark, LogbookDay } from '../../types/logbook';
import { hasForbiddenCharacters, hoursRule, type TextRule } from '../../validation/field-rules';
import { ruleMessage } from '../../validation/text';

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

// The fields' labels, marked for the catalogues and shown with t().
export const ACTIVITIES_LABEL = m('Activities');
export const LEARNED_LABEL = m('What I learned');

/** A date's weekday in the language on screen ('Monday', 'Jumatatu'). */
const weekday = (date: string) =>
  new Intl.DateTimeFormat(INTL_LOCALES[currentLanguage()], {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(Date.parse(`${date}T00:00:00Z`));

/** A working day left unticked on a submit, in the language on screen when called. */
export const dayMessage = (date: string) =>
  translate('Mark {day} present or absent', { day: weekday(date) });

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
  if (submit) return z.enum(['present', 'absent'], { error: () => dayMessage(day.Date) });
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
      ruleMessage(m('{label} must not contain control characters'), { label }),
    ),
    z.trim(),
    z.maxLength(
      rule.max,
      ruleMessage(m('{label} must be at most {max} characters'), { label, max: rule.max }),
    ),
  );
}

const WHOLE_NUMBER = /^\d+$/;
const withinHours = (value: string) =>
  WHOLE_NUMBER.test(value) && Number(value) >= hoursRule.min && Number(value) <= hoursRule.max;

export const HOURS_REQUIRED = m('Hours is required');

// hoursRule's message (the server's, in English), in the language on screen when checked.
const hoursMessage = ruleMessage(m('Hours must be a whole number from {min} to {max}.'), {
  min: hoursRule.min,
  max: hoursRule.max,
});

/** The week's hours as typed: '' (none yet, a draft only) or a whole number 0–80. */
export function hoursSchema(submit: boolean) {
  const text = z.string().check(
    z.trim(),
    ...(submit ? [z.minLength(1, HOURS_REQUIRED)] : []),
    z.refine((value) => value === '' || withinHours(value), hoursMessage),
  );
  return z.pipe(
    text,
    z.transform((value) => (value === '' ? null : Number(value))),
  );
}
