// shared-api/universities: universities and an intern's academic details (issue 70), their
// calls, keys and forms, apart from the rest of shared-api, which every first visit loads. Not
// a shared module: the admin's pages and the profile's University section bundle it.
export type * from './types/universities';
export * from './query/university-keys';
export * from './calls/universities/university-calls';
export * from './calls/universities/university-form';
export * from './validation/university-rules';
