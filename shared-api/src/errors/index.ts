export * from './messages';
export * from './api-failure';
export * from './logbook-messages';
export * from './logbook-review-messages';
