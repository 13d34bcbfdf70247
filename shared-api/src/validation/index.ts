// Rules shared by the forms and the server (importable alone as 'shared-api/validation').
export * from './dates';
export * from './text';
export * from './field-rules';
export * from './phone';
export * from './rating';
export * from './password';
export * from './pdf';
