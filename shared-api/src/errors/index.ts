export * from './messages';
export * from './api-failure';
export * from './logbook-messages';
