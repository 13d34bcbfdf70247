import { apiClient } from '../../client/api-client';
import { apiPath } from '../../client/path';
import type { Id, MessageAnswer } from '../../types/entities';

export interface RetryMailAnswer extends MessageAnswer {
  /** 'queued' when this attempt failed too (it stays queued for the next one). */
  Email: 'sent' | 'queued';
}

/** POST /Admin/Mail/{id}/Retry: tries to deliver now. 404 unknown, 409 already sent. */
export async function retryMail(id: Id): Promise<RetryMailAnswer> {
  const { data } = await apiClient.post<RetryMailAnswer>(apiPath`/Admin/Mail/${id}/Retry`);
  return data;
}
