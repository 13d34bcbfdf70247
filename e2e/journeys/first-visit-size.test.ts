import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { firstView } from '../support/first-view';
import { useRunningApp } from '../support/running-app';

// The JavaScript (gzip, level 9) a first visit may download before the page is usable. The
// goal is 200 kB (docs/decisions.md, "First visit"); this is what the build reaches today, so
// that nothing makes it heavier unnoticed. Lower it with every gain.
const BUDGET_BYTES = { '/': 380 * 1024, '/login': 305 * 1024 };

const root = path.resolve(__dirname, '..', '..');
const app = useRunningApp({ RATE_LIMITS: 'off' });

/** The sources a served file was built from, read from its (unserved) source map. */
function sourcesOf(servedPath: string): string[] {
  const [, first, name, ...rest] = servedPath.split('/');
  const file =
    first === 'portals'
      ? path.join(root, name, 'dist', ...rest)
      : path.join(root, 'shell', 'dist', first);
  const map = `${file}.map`;
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')).sources as string[]) : [];
}

const READY: Record<string, (page: Page) => Promise<unknown>> = {
  // The form loads after the landing page paints; the page is usable once it is there.
  '/': (page) => page.getByRole('button', { name: 'Submit Application' }).waitFor(),
  '/login': (page) => page.getByLabel('Email').first().waitFor(),
};

test.each(Object.keys(BUDGET_BYTES) as (keyof typeof BUDGET_BYTES)[])(
  'a first visit to %s downloads no dashboard, no table library, and stays within budget',
  async (page) => {
    const view = await firstView(app.browser, app.server.url, page, { ready: READY[page] });
    const paths = view.scripts.map((script) => script.path);
    expect(
      paths.filter((url) => /\/portals\/(admin|intern|supervisor)-portal\//.test(url)),
    ).toEqual([]);
    const sources = paths.flatMap(sourcesOf);
    expect(sources.length).toBeGreaterThan(0);
    const forbidden = sources.filter((source) =>
      /node_modules\/@tanstack\/(react-)?table|node_modules\/@mui\/x-charts|(admin|intern|supervisor)-portal\/src\/|shared-ui\/src\/(table|performance|layout)\//.test(
        source,
      ),
    );
    expect(forbidden).toEqual([]);
    expect(view.gzip).toBeLessThanOrEqual(BUDGET_BYTES[page]);
  },
);
