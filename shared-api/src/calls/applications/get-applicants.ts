import { apiClient } from '../../client/api-client';
import type { Application } from '../../types/entities';

/** GET /Admin/User/Applicants: the review queue (applications still Processing). */
export async function getApplicants(): Promise<Application[]> {
  const { data } = await apiClient.get<{ Applicants: Application[] }>('/Admin/User/Applicants');
  return data.Applicants;
}
