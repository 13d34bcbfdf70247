import { apiClient, apiPath } from 'shared-api';
import type { Id, Intake } from '../../types/entities';

/** GET /Intake/{id}/edit */
export async function getIntake(id: Id): Promise<Intake> {
  const { data } = await apiClient.get<{ intake: Intake }>(apiPath`/Intake/${id}/edit`);
  return data.intake;
}
