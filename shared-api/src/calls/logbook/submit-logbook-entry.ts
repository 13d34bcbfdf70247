import { z } from 'zod/mini';
import { apiClient, apiPath } from 'shared-api';
import type { MessageAnswer } from '../../types/entities';
import type { LogbookDay } from '../../types/logbook';
import { fieldRules } from '../../validation/field-rules';
import { requiredText } from '../../validation/text';
import {
  ACTIVITIES_LABEL,
  LEARNED_LABEL,
  daysSchema,
  hoursSchema,
  type LogbookEntryForm,
  type LogbookEntryPayload,
} from './entry-fields';

/**
 * A submit of the week whose `days` these are, as the server asks: every working day that is
 * not excused ticked, the activities and what was learned written, the hours given.
 */
export const logbookSubmitSchema = (days: LogbookDay[]) =>
  z.object({
    Days: daysSchema(days, true),
    Activities: requiredText(ACTIVITIES_LABEL, fieldRules.logbookText),
    Learned: requiredText(LEARNED_LABEL, fieldRules.logbookText),
    Hours: hoursSchema(true),
  }) as unknown as z.ZodMiniType<LogbookEntryPayload, LogbookEntryForm>;

/**
 * POST /Intern/Logbook/{weekStart}/Submit: saves these values and sends the week to the
 * supervisor ('Submitted for review'); then it is read-only until returned.
 */
export async function submitLogbookEntry(
  weekStart: string,
  payload: LogbookEntryPayload,
): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>(
    apiPath`/Intern/Logbook/${weekStart}/Submit`,
    payload,
  );
  return data;
}
