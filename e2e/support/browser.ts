import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

// The machine's own Chromium: never a browser downloaded by a tool.
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: FLAGS,
  });
}

/**
 * A browser whose profile is kept in `dir`, not off the record like a context of
 * launchBrowser's: Chromium offers to install an app only there.
 */
export function launchWithProfile(dir: string, baseURL: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: FLAGS,
    baseURL,
  });
}

/** A page that records the console errors and failed requests it sees. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ ...options, baseURL });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('request', (request) => requests.push(request.url()));
  return { page, consoleErrors, requests };
}

/**
 * Opens `path` in the single-page app already on `page`, as its own links do: the router draws
 * the screen, and nothing is downloaded or compiled again. A full load costs Chromium about a
 * second of CPU (docs/benchmarks.md), so journeys that sweep many screens of one app open them
 * this way; a full load stays where loading is what a journey checks. Returns once the screen
 * before is gone (its heading replaced), so that the caller's waits see the new one only: not for
 * two addresses of one screen, whose heading stays.
 */
export async function openInApp(page: Page, path: string) {
  const moved = await page.evaluate((to) => {
    const here = window.location.pathname + window.location.search;
    document.querySelector('h1')?.setAttribute('data-screen-before', '');
    // The state react-router's history keeps, so that Back still works after it.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 };
    window.history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return here !== to;
  }, path);
  // The same address keeps its screen (and its heading); another one draws a new one.
  if (moved) await page.waitForFunction(() => !document.querySelector('h1[data-screen-before]'));
  else
    await page.evaluate(() => document.querySelector('h1')?.removeAttribute('data-screen-before'));
}

/** Stores a session the way the login does, before the app's scripts run. */
export async function storeSession(
  page: Page,
  role: 'INT' | 'SUP' | 'ADM' | 'ACA',
  token = 'token',
) {
  await page.addInitScript(
    ([storedRole, storedToken]) => {
      localStorage.setItem('ACCESS_TOKEN', storedToken);
      localStorage.setItem('Roles', storedRole);
      localStorage.setItem('Name', 'Test User');
      localStorage.setItem('user_id', '1');
    },
    [role, token],
  );
}
