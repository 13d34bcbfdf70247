import type { Page } from 'playwright-core';
import { horizontalOverflow, runAxe } from './a11y';
import { openInApp } from './browser';
import { routeOf, type Route } from './screen-routes';

export const WIDTHS = [1280, 360] as const;
export const LANGUAGES = ['en', 'sw'] as const;
export const THEMES = ['light', 'dark'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Theme = (typeof THEMES)[number];

/** One axe finding: where (route, address, width, language, theme), which rule, which nodes. */
export interface Finding {
  route: Route;
  path: string;
  at: string;
  id: string;
  impact: string | null;
  nodes: string[];
}

/**
 * The screen has its data: a heading, no spinner, no transition running, its tables measured,
 * the fonts in.
 */
export async function screenReady(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector('[role="progressbar"]') === null &&
      document.getAnimations().every((animation) => animation.playState !== 'running') &&
      // A table that scrolls sideways after a resize is focusable once its width is measured.
      [...document.querySelectorAll('.MuiTableContainer-root')].every(
        (table) => table.scrollWidth <= table.clientWidth + 1 || table.hasAttribute('tabindex'),
      ),
    undefined,
    { timeout: 30_000 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The in-app links on the page, as pathnames (with their query), that fall under `prefix`. */
export function linksUnder(page: Page, prefix: string) {
  return page.evaluate(
    (under) =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
        .filter((link) => link.origin === window.location.origin && !link.hasAttribute('download'))
        .map((link) => link.pathname + link.search)
        .filter((href) => href.startsWith(under)),
    prefix,
  );
}

/**
 * The screens of one session, found as a person would: from `start`, each screen's links lead to
 * the next, one address per route (its first link), until no link leads to a route not seen.
 * `visit` is called on each screen once it is drawn and its links read, while the page shows it.
 * Answers each route's address, in the order they were visited.
 */
export async function crawl(
  page: Page,
  routes: Route[],
  start: string[],
  prefix: string,
  visit: (route: Route, address: string) => Promise<unknown> = async () => undefined,
) {
  const found = new Map<Route, string>();
  const queue = [...start];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const route = routeOf(path.split('?')[0], routes);
    if (!route || found.has(route)) continue;
    found.set(route, path);
    await openInApp(page, path);
    await screenReady(page);
    for (const href of await linksUnder(page, prefix)) {
      const next = routeOf(href.split('?')[0], routes);
      if (next && !found.has(next) && !queue.some((queued) => queued === href)) queue.push(href);
    }
    await visit(route, path);
  }
  return found;
}

/** Switches the language with the page's own switch (in the top bar, at 1280 px). */
export async function useLanguage(page: Page, language: Language) {
  const current = await page.evaluate(() => document.documentElement.lang);
  if (current === language) return;
  await page.locator(`button[lang="${language}"]`).first().click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}

/** Switches the theme with the system's setting, which the app follows as it changes. */
export async function useTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    theme === 'dark',
  );
}

/** What the sweep of one or more screens found. */
export interface SweepResult {
  findings: Finding[];
  /** What axe could not decide (a target partly covered, a contrast over an image): kept for a
   * person to look at, not a failure. */
  undecided: Omit<Finding, 'impact'>[];
}

/**
 * axe (every impact level) and the sideways scroll of the screen the page shows (`route` at
 * `address`, drawn at 1280 px in `language`), in both themes at both widths, without drawing it
 * again: at 1280 and 360 px in the theme it was drawn in, then at 360 and 1280 in the other, each
 * once the switch has settled (screenReady). Leaves the page at 1280 px, in the other theme.
 */
export async function sweepScreen(
  page: Page,
  route: Route,
  address: string,
  language: Language,
  into: SweepResult,
) {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  const drawnIn: Theme = dark ? 'dark' : 'light';
  const other: Theme = drawnIn === 'dark' ? 'light' : 'dark';
  const states: [Theme, number][] = [
    [drawnIn, 1280],
    [drawnIn, 360],
    [other, 360],
    [other, 1280],
  ];
  let shown = drawnIn;
  for (const [theme, width] of states) {
    if (page.viewportSize()?.width !== width)
      await page.setViewportSize({ width, height: HEIGHT[width] });
    if (theme !== shown) await useTheme(page, theme);
    shown = theme;
    await screenReady(page);
    const at = `${width} ${language} ${theme}`;
    const { violations, incomplete } = await runAxe(page);
    into.findings.push(
      ...violations.map((violation) => ({ route, path: address, at, ...violation })),
    );
    into.undecided.push(
      ...incomplete.map(({ id, nodes }) => ({ route, path: address, at, id, nodes })),
    );
    if ((await horizontalOverflow(page)) > 0)
      into.findings.push({
        route,
        path: address,
        at,
        id: 'sideways-scroll',
        impact: 'serious',
        nodes: [],
      });
  }
  if (page.viewportSize()?.width !== 1280)
    await page.setViewportSize({ width: 1280, height: HEIGHT[1280] });
}

const HEIGHT: Record<number, number> = { 1280: 860, 360: 780 };
