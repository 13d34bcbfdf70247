import { apiClient, getPage } from 'shared-api';
import type { AppNotification, LatestNotifications } from '../../types/notification';
import type { PageQuery } from '../../types/page';
// A type only: the form's rules (zod) stay in their own part.
import type { MailChoice } from './mail-preferences';

/** How many the bell's menu lists. */
export const LATEST_COUNT = 6;

/** GET /Notification: the newest few, with how many are unread in all (the bell). */
export async function getLatestNotifications(): Promise<LatestNotifications> {
  const { data } = await apiClient.get<LatestNotifications>('/Notification', {
    params: { page: 1, pageSize: LATEST_COUNT },
  });
  return data;
}

/** GET /Notification, a page at a time, newest first (the Notifications page). */
export function getNotificationsPage(query: PageQuery) {
  return getPage<AppNotification>('/Notification', 'Notifications', query);
}

export interface MailPreference {
  Kind: string;
  /** The kind as the preferences name it, e.g. 'A task assigned to you'. */
  Label: string;
  Mail: MailChoice;
}

/** GET /Notification/Preferences: each kind the user may choose for, with the choice in force. */
export async function getMailPreferences(): Promise<MailPreference[]> {
  const { data } = await apiClient.get<{ Preferences: MailPreference[] }>(
    '/Notification/Preferences',
  );
  return data.Preferences;
}
