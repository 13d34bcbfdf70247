import { configureApi } from 'shared-api';

/** What the server writes into the page for the app's code (server/src/plugins/page-html.ts). */
interface PageSettings {
  firmName?: string | null;
  timeZone?: string;
}

function readPageSettings(): PageSettings {
  const element = document.getElementById('app-settings');
  if (!element?.textContent) return {};
  try {
    const value: unknown = JSON.parse(element.textContent);
    return value && typeof value === 'object' ? (value as PageSettings) : {};
  } catch {
    return {};
  }
}

/**
 * The firm's name (for the top bar) and time zone (for "today" and every date shown), as the
 * server's FIRM_NAME and APP_TIMEZONE say. The dev server writes none: the defaults stay.
 */
export function applyPageSettings(): void {
  const { firmName, timeZone } = readPageSettings();
  try {
    configureApi({
      firmName: typeof firmName === 'string' ? firmName : null,
      timeZone: typeof timeZone === 'string' ? timeZone : undefined,
    });
  } catch (error) {
    // An unknown time zone (the server refuses one at start): keep the default.
    console.error(error);
  }
}
