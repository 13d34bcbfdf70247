export * from './messages';
export * from './api-failure';
export * from './personal-data-messages';
