// The texts of passkeys (issue 68), in the catalogue's wording.
// By the package's name: this file is bundled with shared-api/passkeys.
import { isAxiosError } from 'axios';
import { m } from 'shared-api';

export const passkeysMessages = {
  couldNotGetPasskeys: m('Could not get your passkeys'),
  noPasskeys: m(
    "You have no passkeys yet. A passkey signs you in with this device's screen lock (fingerprint, face or PIN) instead of a password.",
  ),
  couldNotAddPasskey: m('Could not add the passkey'),
  couldNotRemovePasskey: m('Could not remove the passkey'),
  couldNotSignIn: m('Could not sign in with a passkey'),
  passkeyAdded: m('Passkey added'),
  passkeyRemoved: m('Passkey removed'),
  removeQuestion: m('Remove this passkey? It will no longer sign you in.'),
  cancelled: m('The passkey request was cancelled or timed out. Please try again.'),
  unsupported: m('This browser cannot use passkeys. Try another browser or device.'),
  alreadyHere: m('This device already holds a passkey for your account.'),
  refused: m('The browser refused the passkey request.'),
} as const;

/**
 * What to say when the browser's side of a passkey failed (@simplewebauthn/browser's
 * WebAuthnError or the platform's DOMException, told apart by name and code); null when the
 * error is not the browser's (the server's answer is said as any call's).
 */
export function browserPasskeyMessage(error: unknown): string | null {
  if (!(error instanceof Error) || isAxiosError(error)) return null;
  const code = (error as { code?: unknown }).code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || error.name === 'InvalidStateError') {
    return passkeysMessages.alreadyHere;
  }
  if (error.name === 'NotAllowedError' || error.name === 'AbortError') {
    return passkeysMessages.cancelled;
  }
  if (code === 'ERROR_CEREMONY_ABORTED') return passkeysMessages.cancelled;
  if (error.name === 'NotSupportedError') return passkeysMessages.unsupported;
  if (error.name === 'SecurityError' || typeof code === 'string') return passkeysMessages.refused;
  return null;
}
