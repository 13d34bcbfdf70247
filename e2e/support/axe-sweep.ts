import type { Page } from 'playwright-core';
import { horizontalOverflow, runAxe } from './a11y';
import { openInApp } from './browser';
import { routeOf, type Route } from './screen-routes';

export const WIDTHS = [1280, 360] as const;
export type Variant = { language: 'en' | 'sw'; theme: 'light' | 'dark' };
export const VARIANTS: Variant[] = [
  { language: 'en', theme: 'light' },
  { language: 'en', theme: 'dark' },
  { language: 'sw', theme: 'dark' },
  { language: 'sw', theme: 'light' },
];

/**
 * English and light: every screen. Dark and Swahili: these screens (each frame, the forms, the
 * tables with status chips, the week and the charts), unless AXE_ALL_VARIANTS=1. Every screen in
 * all four cost 300 CPU-seconds (230 of them Chromium's), a third more on the journeys': the
 * variants change colours and texts, which these screens draw from the same components as the
 * rest. All four on every screen passed on 2026-11-29 (docs/benchmarks.md).
 */
export const VARIANT_ROUTES = new Set<Route>([
  '/',
  '/login',
  '/applicationStatus',
  '/resetPassword/:token',
  '/adminDashboard',
  '/adminDashboard/applications',
  '/adminDashboard/interviewSlots',
  '/adminDashboard/interns/:id/letter',
  '/supervisorDashboard',
  '/supervisorDashboard/assignedTasks',
  '/supervisorDashboard/logbooks/:id',
  '/internDashboard',
  '/internDashboard/logbook',
  '/internDashboard/logbook/:weekStart',
  '/universityDashboard/students/:id',
]);
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
 * the next, one address per route (its first link), until no link leads to a route not seen;
 * `extra` adds the addresses no link leads to. Answers each route's address.
 */
export async function crawl(page: Page, routes: Route[], start: string[], prefix: string) {
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
  }
  return found;
}

/** Switches the language with the page's own switch and the theme with the system's setting. */
export async function useVariant(page: Page, { language, theme }: Variant) {
  await page.emulateMedia({ colorScheme: theme });
  const current = await page.evaluate(() => document.documentElement.lang);
  if (current !== language) {
    await page.locator(`button[lang="${language}"]`).first().click();
    await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  }
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    theme === 'dark',
  );
}

/** axe (every impact level) and the sideways scroll of each screen, at both widths. */
export async function sweep(page: Page, screens: Map<Route, string>, variant: Variant) {
  const findings: Finding[] = [];
  const undecided: Omit<Finding, 'impact'>[] = [];
  for (const [route, path] of screens) {
    await page.setViewportSize({ width: 1280, height: 860 });
    await openInApp(page, path);
    await screenReady(page);
    for (const width of WIDTHS) {
      const at = `${width} ${variant.language} ${variant.theme}`;
      if (width !== 1280) {
        await page.setViewportSize({ width, height: 780 });
        await screenReady(page);
      }
      const { violations, incomplete } = await runAxe(page);
      findings.push(...violations.map((violation) => ({ route, path, at, ...violation })));
      // What axe could not decide (a target partly covered, a contrast over an image): kept for
      // a person to look at, not a failure.
      undecided.push(...incomplete.map(({ id, nodes }) => ({ route, path, at, id, nodes })));
      const overflow = await horizontalOverflow(page);
      if (overflow > 0)
        findings.push({ route, path, at, id: 'sideways-scroll', impact: 'serious', nodes: [] });
    }
  }
  await page.setViewportSize({ width: 1280, height: 860 });
  return { findings, undecided };
}
