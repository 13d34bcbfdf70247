import { apiClient } from '../../client/api-client';
import type { User } from '../../types/entities';

/** GET /Supervisor/User/MyInterns: the signed-in supervisor's interns. */
export async function getMyInterns(): Promise<User[]> {
  const { data } = await apiClient.get<{ MyInterns: User[] }>('/Supervisor/User/MyInterns');
  return data.MyInterns;
}
