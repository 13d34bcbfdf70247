// shared-api/logbook: the logbook's, absences' and attendance's texts and date ranges (issue
// 55), apart from the rest of shared-api, which every first visit loads. Not a shared module:
// the portals that show them bundle it; it reaches the firm's calendar by the package's name.
export * from './errors/logbook-messages';
export * from './errors/logbook-review-messages';
export * from './types/logbook-labels';
export * from './time/format-date-range';
