import { apiClient } from 'shared-api';

/**
 * POST /Notification/Stream/Ticket, then the EventSource it opens: the platform's EventSource
 * sends no Authorization header, so a random ticket, good for one stream within a minute, opens
 * it (each reconnect asks for a new one).
 * `lastEventId`: the last event seen, so that a new stream resumes after it.
 */
export async function openNotificationStream(lastEventId?: string): Promise<EventSource> {
  const { data } = await apiClient.post<{ Ticket: string }>('/Notification/Stream/Ticket');
  const base = apiClient.defaults.baseURL ?? '/api';
  const params = new URLSearchParams({ ticket: data.Ticket });
  if (lastEventId) params.set('lastEventId', lastEventId);
  return new EventSource(`${base}/Notification/Stream?${params.toString()}`);
}
