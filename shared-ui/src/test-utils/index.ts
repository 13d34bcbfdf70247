// Exported as 'shared-ui/testing', for jest only: not part of the federated bundle.
export * from './render';
export * from './interactions';
export * from './element-width';
export * from './styles-in-document';
