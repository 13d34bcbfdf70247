import { z } from 'zod/mini';
import { apiClient } from 'shared-api';
import type { MessageAnswer } from '../../types/entities';
import { emailSchema } from '../../validation/text';

/** 'erase': withdraw the application and erase its data; 'export': a copy of the data. */
export const personalDataActions = ['erase', 'export'] as const;
export type PersonalDataAction = (typeof personalDataActions)[number];

export const personalDataRequestSchema = z.object({
  Email: emailSchema,
  Action: z.enum(personalDataActions),
});
export type PersonalDataRequestPayload = z.output<typeof personalDataRequestSchema>;

/**
 * POST /PersonalData/Request: e-mails a single-use link to the address. Answers 202 with the
 * same message whether or not the address has an application (nothing to learn from it).
 */
export async function requestPersonalData(
  payload: PersonalDataRequestPayload,
): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>('/PersonalData/Request', payload, {
    skipSessionExpiry: true,
  });
  return data;
}
