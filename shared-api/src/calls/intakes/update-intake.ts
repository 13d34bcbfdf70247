import { apiClient } from '../../client/api-client';
import { apiPath } from '../../client/path';
import type { Id, MessageAnswer } from '../../types/entities';
import type { IntakePayload } from './create-intake';

/** PUT /Intake/{id}; validate with `intakeSchema`. */
export async function updateIntake(id: Id, payload: IntakePayload): Promise<MessageAnswer> {
  const { data } = await apiClient.put<MessageAnswer>(apiPath`/Intake/${id}`, payload);
  return data;
}
