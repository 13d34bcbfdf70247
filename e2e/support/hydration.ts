import type { Page } from 'playwright-core';

type WithHook = { __afterHydration?: unknown };

/**
 * Waits until a server-drawn page (/, /login, /applicationStatus, /signUp, /verify/…) is
 * hydrated: every page the server drew has reported and the pre-hydration script's hook is gone.
 * Until then a change made to its DOM by a test is undone by hydration. A page drawn by the
 * browser is ready at once.
 */
export const hydrated = (page: Page) =>
  page.waitForFunction(
    () =>
      document.getElementById('server-rendered-pages') === null ||
      (window as unknown as WithHook).__afterHydration === undefined,
    undefined,
    { timeout: 60_000 },
  );
