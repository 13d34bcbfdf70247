import { z } from 'zod/mini';
import { apiClient, m } from 'shared-api';
import type { CreatedAnswer } from '../../types/entities';
import { calendarDateSchema as calendarDate, fieldRules, requiredText } from 'shared-api/forms';

/**
 * An intake's form: the server checks the order of the dates and answers 422 under the field
 * (an intake may be entered for the past, so no date is refused for being before today).
 */
export const intakeSchema = z.object({
  Name: requiredText(m('Name'), fieldRules.intakeName),
  ApplicationsOpen: calendarDate(),
  ApplicationsClose: calendarDate(),
  InternshipStart: calendarDate(),
  InternshipEnd: calendarDate(),
  Positions: z.array(z.number()).check(z.minLength(1, m('Choose at least one position'))),
});
export type IntakePayload = z.infer<typeof intakeSchema>;

/** POST /Intake: answers 201. */
export async function createIntake(payload: IntakePayload): Promise<CreatedAnswer> {
  const { data } = await apiClient.post<CreatedAnswer>('/Intake', payload);
  return data;
}
