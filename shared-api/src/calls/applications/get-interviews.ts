import { apiClient } from '../../client/api-client';
import type { Application } from '../../types/entities';

/** GET /Admin/User/Interviews: applications past review (Accepted, Passed, Declined), newest first. */
export async function getInterviews(): Promise<Application[]> {
  const { data } = await apiClient.get<{ Applicants: Application[] }>('/Admin/User/Interviews');
  return data.Applicants;
}
