// The notifications' texts (issue 56), in the catalogue's wording.

export const notificationMessages = {
  couldNotGetNotifications: 'Could not get Notifications',
  couldNotMarkRead: 'Could not mark the notifications as read',
  noNotifications: 'No notifications yet',
  couldNotGetPreferences: 'Could not get your e-mail preferences',
  couldNotSavePreferences: 'Could not save your e-mail preferences',
  preferencesSaved: 'Preferences saved',
} as const;
