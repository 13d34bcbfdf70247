import { z } from 'zod/mini';
import { apiClient } from 'shared-api';
import { apiPath } from 'shared-api';
import type { Id, MessageAnswer } from '../../types/entities';
import { ratingSchema } from '../../validation/rating';

export const rateTaskSchema = z.object({ rating: ratingSchema });
export type RateTaskPayload = z.infer<typeof rateTaskSchema>;

/** POST /Supervisor/Task/Rate/{id}: only on a Completed task of the supervisor's. */
export async function rateTask(id: Id, payload: RateTaskPayload): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>(
    apiPath`/Supervisor/Task/Rate/${id}`,
    payload,
  );
  return data;
}
