import { apiClient } from 'shared-api';
import type { Intake } from '../../types/entities';

/** GET /Intake (administrators). */
export async function getIntakes(): Promise<Intake[]> {
  const { data } = await apiClient.get<{ Intakes: Intake[] }>('/Intake');
  return data.Intakes;
}
