import { apiClient, apiPath } from 'shared-api';
import type { Id } from '../../types/entities';
import type { Visit, Visits } from '../../types/visits';

/** GET /Intern/Visits: the intern's own workplace visits, newest first (at most 50). */
export async function getMyVisits(): Promise<Visit[]> {
  const { data } = await apiClient.get<Visits>('/Intern/Visits');
  return data.Visits;
}

/** GET /Supervisor/Intern/{id}/Visits: the supervisor's intern's visits; 404 if not theirs. */
export async function getInternVisits(internId: Id): Promise<Visit[]> {
  const { data } = await apiClient.get<Visits>(apiPath`/Supervisor/Intern/${internId}/Visits`);
  return data.Visits;
}
