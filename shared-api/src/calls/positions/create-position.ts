import { z } from 'zod/mini';
import { apiClient, m } from 'shared-api';
import type { CreatedAnswer } from '../../types/entities';
import { fieldRules } from '../../validation/field-rules';
import { requiredText } from '../../validation/text';

export const positionSchema = z.object({
  Position: requiredText(m('Position'), fieldRules.position),
});
export type PositionPayload = z.infer<typeof positionSchema>;

/** POST /Position: answers 201. */
export async function createPosition(payload: PositionPayload): Promise<CreatedAnswer> {
  const { data } = await apiClient.post<CreatedAnswer>('/Position', payload);
  return data;
}
