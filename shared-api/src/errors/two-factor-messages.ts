// The texts of two-factor authentication (issue 68), in the catalogue's wording.
// By the package's name: this file is bundled with shared-api/two-factor.
import { m } from 'shared-api';

export const twoFactorMessages = {
  couldNotGetState: m('Could not get your two-factor authentication'),
  couldNotStart: m('Could not start setting up two-factor authentication'),
  couldNotConfirm: m('Could not turn on two-factor authentication'),
  couldNotDisable: m('Could not turn off two-factor authentication'),
  couldNotSignIn: m('Could not sign in with the code'),
  couldNotReset: m('Could not reset the second factor'),
  turnedOn: m('Two-factor authentication is on'),
  turnedOff: m('Two-factor authentication is off'),
  resetQuestion: m(
    "Reset this person's second factor? Their password alone will sign them in until they set it up again. They are e-mailed.",
  ),
} as const;
