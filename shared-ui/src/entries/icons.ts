// shared-ui/icons: one part of the package, shared on its own (see webpack.base.cjs).
export * from '../icons/icons';
