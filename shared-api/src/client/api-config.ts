import { setFirmName } from '../settings/product';
import { setFirmTimeZone } from '../time/firm-dates';

export interface ApiConfig {
  /** The API root: `/api` on the page's own origin unless configured. */
  baseURL: string;
  /** Milliseconds before a request (not an upload) fails; the spec's client had none. */
  timeoutMs: number;
  /**
   * Called once when an authenticated call answers 401, after the session is cleared, with the
   * path the user was on. The shell should pass its router's navigate here.
   */
  onUnauthorized: (from: string) => void;
}

export const DEFAULT_API_ROOT = '/api';
export const DEFAULT_TIMEOUT_MS = 30_000;

/** The path to come back to after logging in again. */
export const LOGIN_RETURN_PARAM = 'from';

function defaultOnUnauthorized(from: string): void {
  // A full page load works without a router; the shell replaces this with router.navigate.
  window.location.assign(`/login?${LOGIN_RETURN_PARAM}=${encodeURIComponent(from)}`);
}

const config: ApiConfig = {
  baseURL: DEFAULT_API_ROOT,
  timeoutMs: DEFAULT_TIMEOUT_MS,
  onUnauthorized: defaultOnUnauthorized,
};

const listeners = new Set<(config: ApiConfig) => void>();

export function getApiConfig(): Readonly<ApiConfig> {
  return config;
}

export interface ConfigureApiOptions extends Partial<ApiConfig> {
  /** The firm's IANA time zone for "today" in date rules and for every date shown. */
  timeZone?: string;
  /** The firm's name for the top bar; null names none. */
  firmName?: string | null;
}

/** Run-time configuration, e.g. `configureApi({ baseURL: 'https://api.example.com/api' })`. */
export function configureApi({ timeZone, firmName, ...options }: ConfigureApiOptions): void {
  Object.assign(
    config,
    Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
  );
  if (firmName !== undefined) setFirmName(firmName);
  if (timeZone) setFirmTimeZone(timeZone);
  listeners.forEach((listener) => listener(config));
}

export function onApiConfigChange(listener: (config: ApiConfig) => void): void {
  listeners.add(listener);
}

export function resetApiConfig(): void {
  configureApi({
    baseURL: DEFAULT_API_ROOT,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    onUnauthorized: defaultOnUnauthorized,
  });
}
