/**
 * The themes one may choose: as the device's setting ('system'), light or dark. An account
 * keeps its choice (issue 67) as it keeps its language; the browser keeps it too, in MUI's
 * localStorage item and in a cookie the server reads to draw its pages in it.
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The cookie that keeps a browser's theme, read by the server (server/src/lib/request-theme). */
export const THEME_COOKIE = 'theme';

/** The attribute of <html> the server writes the cookie's theme into, for the page's first script. */
export const THEME_ATTRIBUTE = 'data-theme';

export const isTheme = (value: unknown): value is Theme =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value);
