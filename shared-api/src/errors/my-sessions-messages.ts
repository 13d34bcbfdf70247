// The texts of My sessions (issue 68), in the catalogue's wording.
// By the package's name: this file is bundled with shared-api/my-sessions.
import { m } from 'shared-api';

export const mySessionsMessages = {
  couldNotGetSessions: m('Could not get your sessions'),
  couldNotSignOut: m('Could not sign that session out'),
  couldNotSignOutOthers: m('Could not sign out everywhere else'),
  signedOut: m('Session signed out'),
} as const;

/** How each way of signing in is named on screen. */
export const SIGN_IN_METHOD_LABELS = {
  password: m('Password'),
  'two-factor': m('Password and second factor'),
  passkey: m('Passkey'),
  sso: m('Single sign-on'),
} as const;
