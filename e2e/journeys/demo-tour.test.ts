import { horizontalOverflow, runAxe } from '../support/a11y';
import { launchBrowser } from '../support/browser';
import { TOUR, demoLogin, visit, type DemoRole } from '../support/demo-tour';
import { startServer, type RunningServer } from '../support/server';
import type { Browser } from 'playwright-core';

// The tour shows what only a browser sees: each screen drawn with the demo's rows, no console
// error, no serious axe violation, at two widths. It runs on SQLite: the demo's data on
// PostgreSQL is checked through the API (server/test/demo-data.test.ts, on both databases), and
// the production server on PostgreSQL by the journey behind nginx (docs/decisions.md, "Operations").
describe('the demo', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ RATE_LIMITS: 'off' }, ['--demo']),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('loads on an empty database and prints one login per role', () => {
    expect(server.output()).toContain('demo data loaded');
    for (const role of ['ADM', 'SUP', 'INT']) {
      expect(server.output()).toMatch(new RegExp(`demo login ${role}: \\S+@demo\\.example`));
    }
  });

  it.each(Object.keys(TOUR) as DemoRole[])(
    "every %s screen shows the demo's data with no console error, no serious axe violation and no sideways scroll",
    async (role) => {
      for (const width of [1280, 360]) {
        const { page, consoleErrors } = await demoLogin(browser, server.url, role, width);
        for (const stop of TOUR[role]) {
          await visit(page, stop);
          await expect(page.getByText('No data available').count()).resolves.toBe(0);
          const { violations } = await runAxe(page);
          const serious = violations.filter(
            (v) => v.impact === 'serious' || v.impact === 'critical',
          );
          const overflow = await horizontalOverflow(page);
          expect({ stop: stop.name, width, serious, overflow }).toEqual({
            stop: stop.name,
            width,
            serious: [],
            overflow: 0,
          });
        }
        expect(consoleErrors).toEqual([]);
        await page.context().close();
      }
    },
  );
});
