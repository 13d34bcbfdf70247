// Client
export { apiClient, attachToken, handleUnauthorized } from './client/api-client';
export {
  configureApi,
  getApiConfig,
  resetApiConfig,
  DEFAULT_API_ROOT,
  DEFAULT_TIMEOUT_MS,
  LOGIN_RETURN_PARAM,
} from './client/api-config';
export type { ApiConfig, ConfigureApiOptions } from './client/api-config';
export { expireSession, onSessionExpired } from './client/session-expiry';
export { secondFactorSetUp, useSecondFactorDue } from './client/second-factor-due';
export { apiPath } from './client/path';

// Session
export { useSessionStore, hasRole } from './session/session-store';
export type { SessionState, SessionActions, SessionStore } from './session/session-store';
export { useCurrentUserId } from './session/use-current-user-id';
export { DASHBOARD_PATHS, dashboardPathFor } from './session/role-home';
export { SESSION_STORAGE_KEYS, readStoredSession } from './session/session-storage';

// Types
export type * from './types/entities';
export type * from './types/page';
export type * from './types/logbook';
export type * from './types/notification';

// Query keys more than one portal uses
export { sharedQueryKeys } from './query/shared-query-keys';

// Errors and messages
export * from './errors';

// Validation rules and the forms' calls (zod) are in 'shared-api/forms', loaded by forms only.
export type * from './validation';
export type * from './calls/session/login-form';
// The firm's calendar
export * from './time/firm-dates';
export * from './time/format-dates';
// The product's and the firm's names
export * from './settings/product';
export * from './preferences/themes';
export { chooseTheme, keepThemeInBrowser } from './preferences/choose-theme';

// Calls: paging (issue 13)
export * from './calls/paging/get-page';
export * from './calls/paging/fetch-all-pages';
// Calls: session
export * from './calls/session/post-login';
export * from './calls/session/post-logout';
export type * from './calls/session/activate-account';
export type * from './calls/session/request-password-reset';
export type * from './calls/session/reset-password';
export * from './calls/session/confirm-email';
// Calls: applications
export type * from './calls/applications/check-application-status';
export type * from './calls/applications/apply';
export * from './calls/applications/get-applicants-page';
export * from './calls/applications/get-interviews-page';
export * from './calls/applications/get-application';
export type * from './calls/applications/update-application-status';
export * from './calls/applications/get-application-history';
// Calls: mail
export * from './calls/mail/get-undelivered-mail';
export * from './calls/mail/retry-mail';
// Calls: positions
export * from './calls/positions/get-positions';
export * from './calls/positions/get-position';
export type * from './calls/positions/create-position';
export * from './calls/positions/update-position';
export * from './calls/positions/delete-position';
// Calls: intakes (issue 49) are in 'shared-api/intakes'; their payload's type is here.
export type * from './calls/intakes/create-intake';
// Calls: the supervisor's logbook review and absence decisions (issue 55)
export type * from './calls/logbook-review/return-logbook-entry';
export type * from './calls/absence-decisions/approve-absence';
export type * from './calls/absence-decisions/decline-absence';
// Calls: users
export * from './calls/users/get-user-for-edit';
export type * from './calls/users/update-user';
export type * from './calls/users/create-supervisor';
export * from './calls/users/delete-user';
export * from './calls/users/get-performance';
export * from './calls/users/get-intern-performance';
export * from './calls/users/get-interns-page';
export * from './calls/users/get-supervisors-page';
export * from './calls/users/get-my-interns';
export * from './calls/users/get-dashboard-counts';
export * from './calls/users/get-pipeline-counts';
// Calls: tasks and comments
export * from './calls/tasks/get-tasks';
export * from './calls/tasks/get-assigned-tasks-page';
export * from './calls/tasks/get-task-counts';
export * from './calls/tasks/get-task';
export * from './calls/tasks/get-task-for-edit';
export type * from './calls/tasks/assign-task';
export type * from './calls/tasks/update-task';
export * from './calls/tasks/complete-task';
export type * from './calls/tasks/rate-task';
export type * from './calls/comments/add-comment';
export type * from './calls/comments/update-comment';
// Calls: the logbook, absences and attendance (issue 55)
export type * from './calls/logbook/entry-fields';
export type * from './calls/absences/request-absence';
// The logbook's read calls and sign are in shared-api/logbook; their types stay here.
export type * from './calls/logbook/get-logbook-weeks';
export type * from './calls/logbook/get-logbook-entry';
export type * from './calls/logbook/get-attendance';
export type * from './calls/absences/get-my-absences-page';
export type * from './calls/logbook-review/get-waiting-logbook-page';
export type * from './calls/logbook-review/get-logbook-counts';
export type * from './calls/logbook-review/get-logbook-review';
export type * from './calls/logbook-review/sign-logbook-entry';
export type * from './calls/absence-decisions/get-absence-requests-page';

// Languages (issue 57): the language on screen, its catalogues and t()
export * from './i18n';
