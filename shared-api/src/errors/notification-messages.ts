// The notifications' texts (issue 56), in the catalogue's wording.
// By the package's name: this file is bundled with shared-api/notifications.
import { m } from 'shared-api';

export const notificationMessages = {
  couldNotGetNotifications: m('Could not get Notifications'),
  couldNotMarkRead: m('Could not mark the notifications as read'),
  noNotifications: m('No notifications yet'),
  couldNotGetPreferences: m('Could not get your e-mail preferences'),
  couldNotSavePreferences: m('Could not save your e-mail preferences'),
  preferencesSaved: m('Preferences saved'),
} as const;
