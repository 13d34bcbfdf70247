import { z } from 'zod/mini';
import { apiClient } from 'shared-api';
import type { CreatedAnswer } from '../../types/entities';
import { adminProfileSchema } from './update-user';

/** The form's fields; the call adds Role SUP. */
export const createSupervisorSchema = adminProfileSchema;
export type CreateSupervisorPayload = z.output<typeof createSupervisorSchema>;

/** POST /User with Role SUP: the server e-mails the new supervisor a set-password link. */
export async function createSupervisor(payload: CreateSupervisorPayload): Promise<CreatedAnswer> {
  const { data } = await apiClient.post<CreatedAnswer>('/User', { ...payload, Role: 'SUP' });
  return data;
}
