// shared-ui/two-factor: the authenticator app's set-up and the recovery codes (issue 68), on their
// own for the login page's second step, which needs none of the profile's other cards.
export { RecoveryCodes } from '../profile/two-factor/recovery-codes';
export {
  AuthenticatorSetUp,
  type AuthenticatorSetUpProps,
} from '../profile/two-factor/authenticator-set-up';
