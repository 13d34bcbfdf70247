import { apiClient, apiPath } from 'shared-api';
import type { Id, MessageAnswer } from '../../types/entities';
import type { IntakePayload } from './create-intake';

/** PUT /Intake/{id}; validate with `intakeSchema`. */
export async function updateIntake(id: Id, payload: IntakePayload): Promise<MessageAnswer> {
  const { data } = await apiClient.put<MessageAnswer>(apiPath`/Intake/${id}`, payload);
  return data;
}
