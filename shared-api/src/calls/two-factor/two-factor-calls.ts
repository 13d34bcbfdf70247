import { apiClient, apiPath, type Id, type LoginAnswer } from 'shared-api';

/** GET /Account/TwoFactor: whether sign-in asks a code, and the recovery codes left. */
export interface TwoFactorState {
  Enabled: boolean;
  RecoveryCodesLeft: number;
}

/** A new secret for the authenticator app: its QR code (an SVG data URL) and the secret typed. */
export interface TwoFactorSetUp {
  Uri: string;
  QrCode: string;
  Secret: string;
}

export async function getTwoFactor(): Promise<TwoFactorState> {
  const { data } = await apiClient.get<TwoFactorState>('/Account/TwoFactor');
  return data;
}

/** POST /Account/TwoFactor/SetUp: off until a code of it confirms it. */
export async function startTwoFactorSetUp(): Promise<TwoFactorSetUp> {
  const { data } = await apiClient.post<TwoFactorSetUp>('/Account/TwoFactor/SetUp');
  return data;
}

/** POST /Account/TwoFactor/Confirm: on; the ten recovery codes, shown this once. */
export async function confirmTwoFactor(code: string): Promise<string[]> {
  const { data } = await apiClient.post<{ RecoveryCodes: string[] }>('/Account/TwoFactor/Confirm', {
    Code: code,
  });
  return data.RecoveryCodes;
}

/** POST /Account/TwoFactor/Disable: the password and a code (or a recovery code). */
export async function disableTwoFactor(values: { password: string; code: string }) {
  await apiClient.post('/Account/TwoFactor/Disable', {
    Password: values.password,
    Code: values.code,
  });
}

/** POST /login/TwoFactor: the second step; a login's answer. */
export async function postSecondFactor(
  token: string,
  proof: { Code: string } | { RecoveryCode: string },
): Promise<LoginAnswer> {
  const { data } = await apiClient.post<LoginAnswer>(
    '/login/TwoFactor',
    { Token: token, ...proof },
    { skipSessionExpiry: true },
  );
  return data;
}

/** POST /login/TwoFactor/SetUp: the set-up the sign-in policy asks before any session. */
export async function startSignInSetUp(token: string): Promise<TwoFactorSetUp> {
  const { data } = await apiClient.post<TwoFactorSetUp>(
    '/login/TwoFactor/SetUp',
    { Token: token },
    { skipSessionExpiry: true },
  );
  return data;
}

/** POST /login/TwoFactor/Confirm: on, the session open, and the recovery codes. */
export async function confirmSignInSetUp(token: string, code: string) {
  const { data } = await apiClient.post<LoginAnswer & { RecoveryCodes: string[] }>(
    '/login/TwoFactor/Confirm',
    { Token: token, Code: code },
    { skipSessionExpiry: true },
  );
  return data;
}

/** DELETE /Admin/User/{id}/TwoFactor: an administrator resets another's second factor. */
export async function resetUserTwoFactor(userId: Id): Promise<string> {
  const { data } = await apiClient.delete<{ message: string }>(
    apiPath`/Admin/User/${userId}/TwoFactor`,
  );
  return data.message;
}
