import { apiClient } from '../../client/api-client';
import type { PipelineCounts } from '../../types/entities';

/** GET /Admin/User/Dashboard/Pipeline: the admin dashboard's charts and their tables. */
export async function getPipelineCounts(): Promise<PipelineCounts> {
  const { data } = await apiClient.get<PipelineCounts>('/Admin/User/Dashboard/Pipeline');
  return data;
}
