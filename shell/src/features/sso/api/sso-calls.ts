import { apiClient, apiPath, type LoginAnswer } from 'shared-api';

/** An identity provider the operator configured, as the login page's button names it. */
export interface SsoProvider {
  id: string;
  label: string;
}

/** GET /Sso/Providers: none when single sign-on is not configured. */
export async function getSsoProviders(): Promise<SsoProvider[]> {
  const { data } = await apiClient.get<unknown>('/Sso/Providers', { skipSessionExpiry: true });
  return Array.isArray(data) ? (data as SsoProvider[]) : [];
}

/** Where the browser goes to sign in at the provider (a navigation, not a call). */
export const ssoStartUrl = (id: string) =>
  `${apiClient.defaults.baseURL ?? '/api'}${apiPath`/Sso/${id}/Start`}`;

/** POST /Sso/Exchange: the single-use code the callback sent the page, for the login answer. */
export async function exchangeSsoCode(code: string): Promise<LoginAnswer> {
  const { data } = await apiClient.post<LoginAnswer>(
    '/Sso/Exchange',
    { code },
    { skipSessionExpiry: true },
  );
  return data;
}
