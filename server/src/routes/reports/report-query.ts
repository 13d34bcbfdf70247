import { z } from 'zod';
import { daysFrom } from '../../domain/logbook/internship-period';
import { MAX_REPORT_DAYS, type ReportScope } from '../../domain/reports/report-scope';
import { fieldError } from '../../lib/errors';
import { intakeParam } from '../../lib/list-query';
import { m } from '../../lib/texts';
import { calendarDateField } from '../common';

export const reportQuery = z.object({
  intake: intakeParam,
  from: calendarDateField('from')
    .optional()
    .describe('First day of the applications counted (YYYY-MM-DD, the firm’s zone)'),
  to: calendarDateField('to').optional().describe('Last day of the applications counted'),
});

/**
 * An intake, or a date range of at most MAX_REPORT_DAYS days: either, never both, so that what
 * a request counts is always bounded (docs/decisions.md, "Intakes").
 */
export function toScope(query: z.infer<typeof reportQuery>): ReportScope {
  const { intake, from, to } = query;
  if (intake !== undefined) {
    if (from !== undefined || to !== undefined) {
      throw fieldError('intake', m('Choose an intake or a date range, not both.'));
    }
    return { intakeId: intake === 'none' ? null : intake };
  }
  if (from === undefined)
    throw fieldError('from', m('The {field} field is required.', { field: 'from' }));
  if (to === undefined)
    throw fieldError('to', m('The {field} field is required.', { field: 'to' }));
  if (to < from) throw fieldError('to', m('The to date must not be before the from date.'));
  if (daysFrom(from, to) > MAX_REPORT_DAYS) {
    throw fieldError('to', m('A report covers at most {max} days.', { max: MAX_REPORT_DAYS }));
  }
  return { from, to };
}
