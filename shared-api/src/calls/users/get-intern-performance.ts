import { apiClient } from '../../client/api-client';
import { apiPath } from '../../client/path';
import type { Id, Performance } from '../../types/entities';

/** GET /Supervisor/Perfomance/{id} (the spec fixes this spelling): one of the supervisor's interns. */
export async function getInternPerformance(id: Id): Promise<Performance> {
  const { data } = await apiClient.get<Performance>(apiPath`/Supervisor/Perfomance/${id}`);
  return data;
}
