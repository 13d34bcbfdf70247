export * from './mock-api';
export * from './paged-answer';
export * from './restricted-imports';
export * from './privacy-notice';
