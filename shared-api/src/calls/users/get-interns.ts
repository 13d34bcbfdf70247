import { apiClient } from '../../client/api-client';
import type { User } from '../../types/entities';

/** GET /Admin/User/Interns: every intern, with their Supervisor. */
export async function getInterns(): Promise<User[]> {
  const { data } = await apiClient.get<{ Interns: User[] }>('/Admin/User/Interns');
  return data.Interns;
}
