import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

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

/** Stores a session the way the login does, before the app's scripts run. */
export async function storeSession(page: Page, role: 'INT' | 'SUP' | 'ADM', token = 'token') {
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
