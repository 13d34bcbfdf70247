export * from './messages';
export * from './api-failure';
