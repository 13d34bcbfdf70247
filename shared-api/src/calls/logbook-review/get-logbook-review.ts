import { apiClient, apiPath } from 'shared-api';
import type { Id } from '../../types/entities';
import type { LogbookReview } from '../../types/logbook';

/** GET /Supervisor/Logbook/{id}: an entry of one of the supervisor's interns, in any state. */
export async function getLogbookReview(id: Id): Promise<LogbookReview> {
  const { data } = await apiClient.get<LogbookReview>(apiPath`/Supervisor/Logbook/${id}`);
  return data;
}
