import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { apiClient, apiPath } from 'shared-api';
import type { Id, LoginAnswer } from '../../types/entities';

/** One of the signed-in user's passkeys (GET /Account/Passkeys): names and dates only. */
export interface Passkey {
  Id: number;
  Name: string;
  CreatedAt: string;
  /** When it last signed in; null: never. */
  LastUsedAt: string | null;
}

/** GET /Account/Passkeys, oldest first. */
export async function getPasskeys(): Promise<Passkey[]> {
  const { data } = await apiClient.get<{ Passkeys: Passkey[] }>('/Account/Passkeys');
  return data.Passkeys;
}

/** POST /Account/Passkeys/Options: what the browser needs to make a passkey (5 minutes). */
export async function getRegistrationOptions() {
  const url = '/Account/Passkeys/Options';
  const { data } = await apiClient.post<PublicKeyCredentialCreationOptionsJSON>(url);
  return data;
}

/** POST /Account/Passkeys: keeps the browser's new passkey under the name the user gave it. */
export async function addPasskey(name: string, response: RegistrationResponseJSON) {
  const { data } = await apiClient.post<{ Id: number }>('/Account/Passkeys', {
    Name: name,
    Response: response,
  });
  return data;
}

/** DELETE /Account/Passkeys/{id}: it signs in no more (404 if it is gone already). */
export async function removePasskey(id: Id): Promise<void> {
  await apiClient.delete(apiPath`/Account/Passkeys/${id}`);
}

/** POST /login/passkey/options: a challenge for any passkey of this site (no e-mail). */
export async function getSignInOptions() {
  const { data } = await apiClient.post<PublicKeyCredentialRequestOptionsJSON>(
    '/login/passkey/options',
    undefined,
    { skipSessionExpiry: true },
  );
  return data;
}

/** POST /login/passkey: the passkey's signed answer; the same answer as a password login. */
export async function postPasskeyLogin(response: AuthenticationResponseJSON) {
  const { data } = await apiClient.post<LoginAnswer>(
    '/login/passkey',
    { Response: response },
    { skipSessionExpiry: true },
  );
  return data;
}
