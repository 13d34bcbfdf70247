import { apiClient } from '../../client/api-client';
import { apiPath } from '../../client/path';
import type { Id, User } from '../../types/entities';

/** GET /User/{id}/edit: a user's editable details (own profile, or any user for the admin). */
export async function getUserForEdit(id: Id): Promise<User> {
  const { data } = await apiClient.get<{ User: User }>(apiPath`/User/${id}/edit`);
  return data.User;
}
