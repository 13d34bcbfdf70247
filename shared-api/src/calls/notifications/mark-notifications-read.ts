import { apiClient, apiPath } from 'shared-api';
import type { Id } from '../../types/entities';

interface UnreadAnswer {
  Unread: number;
}

/** POST /Notification/{id}/Read: one of one's own; answers how many stay unread. */
export async function markNotificationRead(id: Id): Promise<UnreadAnswer> {
  const { data } = await apiClient.post<UnreadAnswer>(apiPath`/Notification/${id}/Read`);
  return data;
}

/** POST /Notification/Read: every one of one's own. */
export async function markAllNotificationsRead(): Promise<UnreadAnswer> {
  const { data } = await apiClient.post<UnreadAnswer>('/Notification/Read');
  return data;
}
