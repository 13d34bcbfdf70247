// shared-api/personal-data: the privacy notice and personal-data calls (issue 27), apart from
// the rest of shared-api, which every first visit loads. Not a shared module: the two portals
// that use it bundle it; its calls reach the one client through the package's own name.
export * from './errors/personal-data-messages';
export * from './calls/personal-data/get-privacy-notice';
export * from './calls/personal-data/request-personal-data';
export * from './calls/personal-data/get-personal-data-link';
export * from './calls/personal-data/erase-personal-data';
export * from './calls/personal-data/export-personal-data';
export * from './calls/applications/export-application-personal-data';
export * from './calls/applications/erase-application-personal-data';
export * from './calls/users/export-user-personal-data';
export * from './calls/users/erase-user-personal-data';
