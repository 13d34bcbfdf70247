import { apiClient, apiPath } from 'shared-api';
import type { Id } from '../../types/entities';

/** DELETE /Account/Sessions/{id}: one of one's own sessions ends at once (404 if not open). */
export async function signOutSession(id: Id): Promise<void> {
  await apiClient.delete(apiPath`/Account/Sessions/${id}`);
}
