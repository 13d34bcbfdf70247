import { isTheme, keepThemeInBrowser, THEME_ATTRIBUTE } from 'shared-api';

/** MUI's own item for the colour scheme's mode (its default `modeStorageKey`). */
export const MUI_MODE_ITEM = 'mui-mode';

/**
 * Makes MUI, which starts from its localStorage item, agree with the page's first paint, which
 * the server drew from the theme cookie (server/src/domain/server-rendering/color-scheme-script.ts).
 * A browser whose choice is only in MUI's item (made before the cookie existed, or its cookies
 * cleared) gets the cookie back, so its next pages are drawn in it. Runs before the first render.
 */
export function settleStoredTheme(storage: Storage = localStorage): void {
  try {
    const drawn = document.documentElement.getAttribute(THEME_ATTRIBUTE);
    if (isTheme(drawn)) {
      storage.setItem(MUI_MODE_ITEM, drawn);
      return;
    }
    const kept = storage.getItem(MUI_MODE_ITEM);
    if (isTheme(kept)) keepThemeInBrowser(kept);
  } catch {
    // No storage (a private window that refuses it): MUI follows the drawn page alone.
  }
}
