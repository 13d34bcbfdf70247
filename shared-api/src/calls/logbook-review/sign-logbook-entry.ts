import { apiClient, apiPath } from 'shared-api';
import type { Id, MessageAnswer } from '../../types/entities';

/** POST /Supervisor/Logbook/{id}/Sign: only a submitted entry (409 otherwise); then final. */
export async function signLogbookEntry(id: Id): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>(apiPath`/Supervisor/Logbook/${id}/Sign`);
  return data;
}
