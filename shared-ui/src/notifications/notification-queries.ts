import { queryOptions } from '@tanstack/react-query';
import {
  getLatestNotifications,
  getNotificationsPage,
  notificationMessages,
  notificationKeys,
} from 'shared-api/notifications';
import type { AppNotification } from 'shared-api';
import type { PagedQueryOptions } from 'shared-ui/table';

/** GET /Notification: the bell's newest few and the unread count. */
export const latestNotificationsQuery = () =>
  queryOptions({ queryKey: notificationKeys.latest, queryFn: getLatestNotifications });

/** GET /Notification, a page at a time: the Notifications page. */
export const notificationsList: PagedQueryOptions<AppNotification> = {
  queryKey: [...notificationKeys.all, 'page'],
  fetchPage: getNotificationsPage,
  failureMessage: notificationMessages.couldNotGetNotifications,
};
