import { apiClient } from '../../client/api-client';
import { apiPath } from '../../client/path';
import type { Id, Performance } from '../../types/entities';

/** GET /User/{id}: the user with their task ratings and overall performance. */
export async function getPerformance(id: Id): Promise<Performance> {
  const { data } = await apiClient.get<Performance>(apiPath`/User/${id}`);
  return data;
}
