import { putTheme } from '../calls/account/put-theme';
import { readStoredToken } from '../session/session-storage';
import { THEME_COOKIE, type Theme } from './themes';

const YEAR = 365 * 24 * 60 * 60;

/** The browser keeps the theme for the server's next pages (server/src/lib/request-theme). */
export function keepThemeInBrowser(theme: Theme | null | undefined): void {
  if (!theme || typeof document === 'undefined') return;
  document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=${YEAR}; samesite=lax`;
}

/**
 * The theme's choice (the screen shows it through MUI's setMode): kept by the browser and,
 * signed in, on the account, for the next login anywhere. Rejects when the account could not
 * store it; the screen and the browser have it all the same.
 */
export async function chooseTheme(theme: Theme): Promise<void> {
  keepThemeInBrowser(theme);
  if (readStoredToken()) await putTheme(theme);
}
