import { queryOptions } from '@tanstack/react-query';
import { sharedQueryKeys } from 'shared-api';
import {
  getLatestNotifications,
  getNotificationsPage,
  notificationMessages,
} from 'shared-api/notifications';
import type { AppNotification } from 'shared-api';
import type { PagedQueryOptions } from 'shared-ui/table';

/** GET /Notification: the bell's newest few and the unread count. */
export const latestNotificationsQuery = () =>
  queryOptions({ queryKey: sharedQueryKeys.latestNotifications, queryFn: getLatestNotifications });

/** GET /Notification, a page at a time: the Notifications page. */
export const notificationsList: PagedQueryOptions<AppNotification> = {
  queryKey: [...sharedQueryKeys.notifications, 'page'],
  fetchPage: getNotificationsPage,
  failureMessage: notificationMessages.couldNotGetNotifications,
};
