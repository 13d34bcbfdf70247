import { apiClient } from '../../client/api-client';
import { apiPath } from '../../client/path';
import type { ApplicationDetail, Id } from '../../types/entities';

/** GET /Apply/{id}: the application and signed links to its CV and letter. */
export async function getApplication(id: Id): Promise<ApplicationDetail> {
  const { data } = await apiClient.get<ApplicationDetail>(apiPath`/Apply/${id}`);
  return data;
}
