// shared-api/forms: the forms' rules (zod) and the calls that send them. Apart from the rest of
// shared-api, which every page loads, so that pages without a form do not download zod.
export * from './validation';
export * from './calls/session/login-form';
export * from './calls/applications/apply';
export * from './calls/applications/check-application-status';
export * from './calls/applications/update-application-status';
export * from './calls/comments/add-comment';
export * from './calls/comments/update-comment';
export * from './calls/logbook-review/return-logbook-entry';
export * from './calls/absence-decisions/approve-absence';
export * from './calls/absence-decisions/decline-absence';
export * from './calls/positions/create-position';
export * from './calls/session/activate-account';
export * from './calls/session/request-password-reset';
export * from './calls/session/reset-password';
export * from './calls/tasks/assign-task';
export * from './calls/tasks/rate-task';
export * from './calls/tasks/update-task';
export * from './calls/users/create-supervisor';
export * from './calls/users/update-user';
export * from './calls/logbook/entry-fields';
export * from './calls/logbook/save-logbook-draft';
export * from './calls/logbook/submit-logbook-entry';
export * from './calls/absences/request-absence';
export * from './calls/passkeys/passkey-name-form';
