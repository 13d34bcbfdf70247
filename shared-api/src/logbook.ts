// shared-api/logbook: the logbook's, absences' and attendance's texts and date ranges (issue
// 55), apart from the rest of shared-api, which every first visit loads. Not a shared module:
// the portals that show them bundle it; it reaches the firm's calendar by the package's name.
export * from './errors/logbook-messages';
export * from './errors/logbook-review-messages';
export * from './types/logbook-labels';
export * from './time/format-date-range';
// Its calls that no form sends (the forms' are in shared-api/forms).
export * from './calls/logbook/get-logbook-weeks';
export * from './calls/logbook/get-logbook-entry';
export * from './calls/logbook/get-attendance';
export * from './calls/absences/get-my-absences-page';
export * from './calls/logbook-review/get-waiting-logbook-page';
export * from './calls/logbook-review/get-logbook-counts';
export * from './calls/logbook-review/get-logbook-review';
export * from './calls/logbook-review/sign-logbook-entry';
export * from './calls/absence-decisions/get-absence-requests-page';
// Issue 71: a week's photos and PDFs.
export * from './calls/logbook-files/logbook-files';
export type { LogbookAttachment } from './types/logbook';
