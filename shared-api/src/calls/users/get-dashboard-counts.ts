import { apiClient } from '../../client/api-client';
import type { DashboardCounts } from '../../types/entities';

/** GET /Admin/User/Dashboard: the admin dashboard tiles. */
export async function getDashboardCounts(): Promise<DashboardCounts> {
  const { data } = await apiClient.get<DashboardCounts>('/Admin/User/Dashboard');
  return data;
}
