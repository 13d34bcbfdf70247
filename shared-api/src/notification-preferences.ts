// shared-api/notification-preferences: the e-mail preferences form's rules (zod) and call, apart
// from shared-api/forms, which the login form carries to every first visit; only the profile's
// E-mail Notifications card loads it.
export * from './calls/notifications/mail-preferences';
