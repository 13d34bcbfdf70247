import { z } from 'zod/mini';
import { apiClient, isIsoDate, m } from 'shared-api';
import type { MessageAnswer } from '../../types/entities';
import { ABSENCE_REASONS } from '../../types/logbook-labels';
import { dateMessages } from '../../validation/dates';
import { fieldRules } from '../../validation/field-rules';
import { requiredText } from '../../validation/text';

export const absenceMessages = {
  lastBeforeFirst: m('The last day cannot be before the first day'),
  reason: m('Choose a reason'),
} as const;

const day = () =>
  z
    .string({ error: dateMessages.required })
    .check(z.minLength(1, dateMessages.required), z.refine(isIsoDate, dateMessages.invalid));

/** A request for one or more days off, before or after the fact (the server checks the dates). */
export const absenceRequestSchema = z
  .object({
    FirstDay: day(),
    LastDay: day(),
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
