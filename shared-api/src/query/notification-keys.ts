/**
 * One's notifications: the bell's newest few and the Notifications page's pages sit under
 * ['notifications'], so a read mark or an event refreshes both. Here, not in sharedQueryKeys,
 * which every first visit downloads.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  latest: ['notifications', 'latest'] as const,
  preferences: ['notifications', 'preferences'] as const,
};
