// Every part of the package. Product code imports the parts (shared-ui/table, shared-ui/fields,
// ...), each shared on its own; this barrel would download them all.
export * from './entries/table';
export * from './entries/layout';
export * from './entries/password-reset';
export * from './entries/feedback';
export * from './entries/performance';
export * from './entries/profile';
export * from './entries/fields';
export * from './entries/phone-field';
export * from './entries/person-fields';
export * from './entries/rating-slider';
export * from './entries/badges';
export * from './entries/icons';
