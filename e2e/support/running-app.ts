import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface RunningApp {
  server: RunningServer;
  browser: Browser;
}

/**
 * One real server and one Chromium for the journeys of a file: started before them, stopped
 * after them. `env` may be a function, read when the server starts (after earlier hooks).
 */
export function useRunningApp(env: Record<string, string> | (() => Record<string, string>) = {}) {
  const app = {} as RunningApp;
  beforeAll(async () => {
    [app.server, app.browser] = await Promise.all([
      startServer(typeof env === 'function' ? env() : env),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  return app;
}
