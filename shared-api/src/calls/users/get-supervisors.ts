import { apiClient } from '../../client/api-client';
import type { User } from '../../types/entities';

/** GET /Admin/User/Supervisors */
export async function getSupervisors(): Promise<User[]> {
  const { data } = await apiClient.get<{ Supervisors: User[] }>('/Admin/User/Supervisors');
  return data.Supervisors;
}
