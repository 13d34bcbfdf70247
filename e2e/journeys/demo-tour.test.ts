import { runAxe } from '../support/a11y';
import { launchBrowser } from '../support/browser';
import { TOUR, demoLogin, visit, type DemoRole } from '../support/demo-tour';
import { POSTGRES_URL, createPostgresDatabase, type PostgresDatabase } from '../support/postgres';
import { startServer, type RunningServer } from '../support/server';
import type { Browser } from 'playwright-core';

const databases = POSTGRES_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

describe.each(databases)('the demo on %s', (dialect) => {
  let server: RunningServer;
  let browser: Browser;
  let postgres: PostgresDatabase | undefined;

  beforeAll(async () => {
    postgres = dialect === 'postgres' ? await createPostgresDatabase() : undefined;
    const env: Record<string, string> = { RATE_LIMITS: 'off' };
    if (postgres) env.DATABASE_URL = postgres.url;
    [server, browser] = await Promise.all([startServer(env, ['--demo']), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await postgres?.drop();
  });

  it('loads on an empty database and prints one login per role', () => {
    expect(server.output()).toContain('demo data loaded');
    for (const role of ['ADM', 'SUP', 'INT']) {
      expect(server.output()).toMatch(new RegExp(`demo login ${role}: \\S+@demo\\.example`));
    }
  });

  it.each(Object.keys(TOUR) as DemoRole[])(
    "every %s screen shows the demo's data with no console error and no serious axe violation",
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
          expect({ stop: stop.name, width, serious }).toEqual({
            stop: stop.name,
            width,
            serious: [],
          });
        }
        expect(consoleErrors).toEqual([]);
        await page.context().close();
      }
    },
  );
});
