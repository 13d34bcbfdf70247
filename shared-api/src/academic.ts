// shared-api/academic: the academic supervisor's students (issue 70), apart from the rest of
// shared-api, which every first visit loads. Not a shared module: university-portal bundles it.
export * from './types/academic';
export * from './query/academic-keys';
export * from './calls/academic/academic-calls';
export * from './calls/academic/academic-messages';
