import { z } from 'zod/mini';
import { apiClient, apiPath } from 'shared-api';
import type { MessageAnswer } from '../../types/entities';
import type { LogbookDay } from '../../types/logbook';
import { fieldRules } from '../../validation/field-rules';
import {
  ACTIVITIES_LABEL,
  LEARNED_LABEL,
  daysSchema,
  draftText,
  hoursSchema,
  type LogbookEntryForm,
  type LogbookEntryPayload,
} from './entry-fields';

/** A draft of the week whose `days` these are: anything may stay open. */
export const logbookDraftSchema = (days: LogbookDay[]) =>
  z.object({
    Days: daysSchema(days, false),
    Activities: draftText(ACTIVITIES_LABEL, fieldRules.logbookText),
    Learned: draftText(LEARNED_LABEL, fieldRules.logbookText),
    Hours: hoursSchema(false),
  }) as unknown as z.ZodMiniType<LogbookEntryPayload, LogbookEntryForm>;

/**
 * PUT /Intern/Logbook/{weekStart}: saves the week's draft ('Draft saved'). A returned entry
 * stays returned; a submitted or signed one is a 409.
 */
export async function saveLogbookDraft(
  weekStart: string,
  payload: LogbookEntryPayload,
): Promise<MessageAnswer> {
  const { data } = await apiClient.put<MessageAnswer>(
    apiPath`/Intern/Logbook/${weekStart}`,
    payload,
  );
  return data;
}
