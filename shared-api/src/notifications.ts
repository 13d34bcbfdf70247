// shared-api/notifications: the bell's and the Notifications page's calls and texts (issue 56),
// apart from the rest of shared-api, which every first visit loads. Not a shared module: the
// shared-ui part that shows them bundles it; it reaches the client by the package's name.
export * from './errors/notification-messages';
export * from './query/notification-keys';
export * from './calls/notifications/get-notifications';
export * from './calls/notifications/mark-notifications-read';
export * from './calls/notifications/open-notification-stream';
