export * from './logbook-review-messages';
export * from './messages';
export * from './api-failure';
export * from './logbook-messages';
