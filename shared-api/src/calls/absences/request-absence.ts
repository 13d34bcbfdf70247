import { z } from 'zod/mini';
import { apiClient, m } from 'shared-api';
import type { MessageAnswer } from '../../types/entities';
import { ABSENCE_REASONS } from '../../types/logbook-labels';
import { calendarDateSchema } from '../../validation/dates';
import { calendarDateRule, fieldRules } from '../../validation/field-rules';
import { requiredText, ruleMessage } from '../../validation/text';

export const absenceMessages = {
  lastBeforeFirst: m('The last day cannot be before the first day'),
  tooLong: m('An absence can last at most {max} days'),
  reason: m('Choose a reason'),
} as const;

const DAY_MS = 86_400_000;
/** The days from `first` to `last`, both in (YYYY-MM-DD, counted in UTC). */
const daysFrom = (first: string, last: string) =>
  (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS + 1;

/** A request for one or more days off, before or after the fact (the server checks the dates). */
export const absenceRequestSchema = z
  .object({
    FirstDay: calendarDateSchema(),
    LastDay: calendarDateSchema(),
    // '' until one is chosen.
    Reason: z.pipe(
      z.string({ error: absenceMessages.reason }),
      z.enum(ABSENCE_REASONS, { error: absenceMessages.reason }),
    ),
    Note: requiredText(m('Note'), fieldRules.absenceNote),
  })
  .check(
    z.refine((request) => request.LastDay >= request.FirstDay, {
      error: absenceMessages.lastBeforeFirst,
      path: ['LastDay'],
    }),
    z.refine(
      (request) => !(daysFrom(request.FirstDay, request.LastDay) > calendarDateRule.maxAbsenceDays),
      {
        ...ruleMessage(absenceMessages.tooLong, { max: calendarDateRule.maxAbsenceDays }),
        path: ['LastDay'],
      },
    ),
  );

export type AbsenceRequestForm = z.input<typeof absenceRequestSchema>;
export type AbsenceRequestPayload = z.output<typeof absenceRequestSchema>;

/**
 * POST /Intern/Absence: answers 201 'Absence requested' and e-mails the supervisor. Days
 * outside the internship, or none a working day, are a 422; an overlap with a pending or
 * approved request of the intern's is a 409.
 */
export async function requestAbsence(payload: AbsenceRequestPayload): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>('/Intern/Absence', payload);
  return data;
}
