// shared-ui/password-reset: one part of the package, shared on its own (see webpack.base.cjs).
export {
  PasswordResetRequest,
  type PasswordResetRequestProps,
} from '../password-reset/password-reset-request';
export { RESET_NOTICE_MS } from '../password-reset/use-password-reset-flow';
