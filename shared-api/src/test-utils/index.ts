export * from './mock-api';
export * from './paged-answer';
