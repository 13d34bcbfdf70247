// shared-ui/notifications: one part of the package, shared on its own (see webpack.base.cjs).
export { NotificationBell, type NotificationBellProps } from '../notifications/notification-bell';
export { NotificationsPage } from '../notifications/notifications-page';
export type { LiveKeys } from '../notifications/use-live-updates';
