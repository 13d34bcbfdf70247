import { z } from 'zod';
import { hoursRule } from 'shared-api/field-rules';
import { isMonday } from '../../domain/logbook/internship-period';
import { DEFAULT_PAGE_SIZE, toListRequest, type ListQuery } from '../../lib/list-query';
import { wholeNumber } from '../../lib/numbers';
import { calendarDateField, fieldRules, textField } from '../common';
import { ABSENCE_REASONS } from './schemas';
import { m, schemaText } from '../../lib/texts';

export const weekParams = z.object({
  weekStart: calendarDateField('weekStart').pipe(
    z.string().refine(isMonday, { error: m('The weekStart must be a Monday.') }),
  ),
});

const DAYS_MESSAGE = m('The Days must be five marks, Monday to Friday: present, absent or null.');

/** A draft may leave the texts empty and the hours open; a submit needs them (the service). */
export const entryBody = z.object({
  Days: z
    .array(z.enum(['present', 'absent'], { error: DAYS_MESSAGE }).nullable(), {
      error: DAYS_MESSAGE,
    })
    .length(5, { error: DAYS_MESSAGE }),
  Activities: textField('Activities', { ...fieldRules.logbookText, min: 0 }),
  Learned: textField('Learned', { ...fieldRules.logbookText, min: 0 }),
  // hoursRule.message, in the reader's language.
  Hours: wholeNumber(
    hoursRule.min,
    hoursRule.max,
    schemaText(
      m('Hours must be a whole number from {min} to {max}.', {
        min: hoursRule.min,
        max: hoursRule.max,
      }),
    ),
  ).nullable(),
});

export const remarkField = textField('Remark', fieldRules.logbookRemark);

export const absenceBody = z.object({
  FirstDay: calendarDateField('FirstDay'),
  LastDay: calendarDateField('LastDay'),
  Reason: z.enum(ABSENCE_REASONS, {
    error: schemaText(
      m('The Reason must be one of: {values}.', { values: ABSENCE_REASONS.join(', ') }),
    ),
  }),
  Note: textField('Note', fieldRules.absenceNote),
});

/** One page per answer: the first page of the default size when none is asked. */
export function pageRequest<S extends string, F>(query: ListQuery<S, F>) {
  const list = toListRequest(query) ?? {};
  return {
    search: list.search,
    sort: list.sort,
    filter: list.filter,
    window: list.window ?? { limit: query.pageSize ?? DEFAULT_PAGE_SIZE, offset: 0 },
  };
}
