import { currentLanguage } from '../i18n/language-store';
import axios, { isAxiosError, type InternalAxiosRequestConfig } from 'axios';
import { readStoredToken } from '../session/session-storage';
import { getApiConfig, onApiConfigChange } from './api-config';
import { handleSecondFactorDue } from './second-factor-due';
import { expireSession } from './session-expiry';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Public calls (login, activation, reset) answer 401 for bad input, not an expired session. */
    skipSessionExpiry?: boolean;
  }
}

/** The one HTTP client of the front end (a federated singleton through shared-api). */
export const apiClient = axios.create({
  baseURL: getApiConfig().baseURL,
  timeout: getApiConfig().timeoutMs,
});

onApiConfigChange((config) => {
  apiClient.defaults.baseURL = config.baseURL;
  apiClient.defaults.timeout = config.timeoutMs;
});

function isUpload(data: unknown): boolean {
  return typeof FormData !== 'undefined' && data instanceof FormData;
}

export function attachToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = readStoredToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  // The language on screen: the server writes an applicant's e-mails in it.
  config.headers.set('Accept-Language', currentLanguage());
  // A CV on a slow line can take longer than any sensible timeout.
  if (isUpload(config.data)) config.timeout = 0;
  return config;
}

export function handleUnauthorized(error: unknown): Promise<never> {
  if (isAxiosError(error) && error.response?.status === 401 && error.config) {
    const sentToken = Boolean(error.config.headers?.get?.('Authorization'));
    if (sentToken && !error.config.skipSessionExpiry) expireSession();
  }
  return Promise.reject(error);
}

apiClient.interceptors.request.use(attachToken);
apiClient.interceptors.response.use(undefined, handleUnauthorized);
apiClient.interceptors.response.use(undefined, handleSecondFactorDue);
