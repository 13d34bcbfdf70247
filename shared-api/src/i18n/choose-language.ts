import { putLanguage } from '../calls/account/put-language';
import { readStoredToken } from '../session/session-storage';
import { showLanguage } from './catalogues';
import { LANGUAGE_COOKIE, type Language } from './languages';

const YEAR = 365 * 24 * 60 * 60;

/** The browser keeps the language for the server's next pages (server/src/lib/request-language). */
function keepInBrowser(language: Language) {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR}; samesite=lax`;
}

/**
 * The language switch: `language` on screen at once, kept by the browser, and, signed in, on
 * the account (its e-mails and notifications, and the next login anywhere). Rejects when the
 * account could not store it; the screen and the browser have it all the same.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  keepInBrowser(language);
  await showLanguage(language);
  if (readStoredToken()) await putLanguage(language);
}

/** A login's answer: the account's language, when it has one, is the one on screen. */
export function showAccountLanguage(language: Language | null | undefined): void {
  if (!language) return;
  keepInBrowser(language);
  void showLanguage(language);
}
