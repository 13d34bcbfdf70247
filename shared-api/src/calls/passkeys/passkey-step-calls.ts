import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { apiClient } from 'shared-api';
import type { LoginAnswer } from '../../types/entities';

// The passkey's part of the login page's second step (loaded only when one is due): apart from
// passkey-calls.ts, which the login page's first view loads for 'Sign in with a passkey'.

/** POST /login/TwoFactor/Passkey/Options: after the password, a challenge for one's passkeys. */
export async function getSecondFactorOptions(token: string) {
  const { data } = await apiClient.post<PublicKeyCredentialRequestOptionsJSON>(
    '/login/TwoFactor/Passkey/Options',
    { Token: token },
    { skipSessionExpiry: true },
  );
  return data;
}

/** POST /login/TwoFactor/Passkey: the passkey's answer makes the second step; a login's answer. */
export async function postPasskeySecondFactor(token: string, response: AuthenticationResponseJSON) {
  const { data } = await apiClient.post<LoginAnswer>(
    '/login/TwoFactor/Passkey',
    { Token: token, Response: response },
    { skipSessionExpiry: true },
  );
  return data;
}

/** POST /login/TwoFactor/SetUp/Passkey/Options: the set-up staff are asked, made with a passkey. */
export async function getSetUpPasskeyOptions(token: string) {
  const { data } = await apiClient.post<PublicKeyCredentialCreationOptionsJSON>(
    '/login/TwoFactor/SetUp/Passkey/Options',
    { Token: token },
    { skipSessionExpiry: true },
  );
  return data;
}

/** POST /login/TwoFactor/SetUp/Passkey: the new passkey kept under its name; a login's answer. */
export async function postSetUpPasskey(
  token: string,
  name: string,
  response: RegistrationResponseJSON,
) {
  const { data } = await apiClient.post<LoginAnswer>(
    '/login/TwoFactor/SetUp/Passkey',
    { Token: token, Name: name, Response: response },
    { skipSessionExpiry: true },
  );
  return data;
}
