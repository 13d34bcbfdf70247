import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Where screenshots and the axe summary go (git-ignored). */
export const ARTIFACTS = path.resolve(__dirname, '..', 'artifacts');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

export interface AxeSummary {
  violations: AxeViolation[];
  passes: number;
  /** What axe could not decide alone (to be looked at, not failures). */
  incomplete: { id: string; nodes: string[] }[];
}

/**
 * Runs axe-core (WCAG 2.0/2.1/2.2 A and AA, and best practices) on the page as it is now. The
 * page's context needs `bypassCSP: true`: the server's CSP refuses inline scripts.
 */
export async function runAxe(page: Page): Promise<AxeSummary> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ content: axeSource });
  }
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations', 'incomplete'],
    });
    // The one exception (issue 88): 'region' (best practice, not a WCAG criterion) on an open
    // menu. MUI draws a menu in a layer at the end of <body>, outside every landmark, while its
    // button's keyboard focus is inside it; it is reached from that button, never by landmarks,
    // and closes when the focus leaves. A dialog counts as a region for axe; a menu does not.
    const inOpenMenu = (target: unknown[]) =>
      document.querySelector(String(target[0]))?.closest('.MuiMenu-paper') != null;
    for (const violation of results.violations.filter(({ id }) => id === 'region')) {
      violation.nodes = violation.nodes.filter((node) => !inOpenMenu(node.target));
    }
    return {
      violations: results.violations
        .filter(({ nodes }) => nodes.length > 0)
        .map((violation) => ({
          id: violation.id,
          impact: violation.impact ?? null,
          help: violation.help,
          // The element's start too: a generated id (#_r_h_) alone does not say what it is.
          nodes: violation.nodes.map(
            (node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`,
          ),
        })),
      passes: results.passes.length,
      incomplete: results.incomplete.map((result) => ({
        id: result.id,
        nodes: result.nodes.map((node) => node.target.join(' ')),
      })),
    };
  });
}

export const isSerious = (violation: AxeViolation) =>
  violation.impact === 'serious' || violation.impact === 'critical';

/**
 * How far the page scrolls sideways (0: it fits the viewport's width), once its layout has had 2 s
 * to settle: on a loaded machine a resize or a sidebar's transition may still be under way.
 */
export async function horizontalOverflow(page: Page): Promise<number> {
  await page
    .waitForFunction(
      () => {
        const root = document.scrollingElement ?? document.documentElement;
        return root.scrollWidth <= root.clientWidth;
      },
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    window.scrollTo(root.scrollWidth, window.scrollY);
    const scrolled = window.scrollX;
    window.scrollTo(0, window.scrollY);
    return Math.max(scrolled, root.scrollWidth - root.clientWidth);
  });
}

/**
 * A full-page picture of the screen for a person to look at, with `E2E_SCREENSHOTS=1` only: no
 * test reads them, and a hundred full-page pictures were CPU that every run paid for nothing.
 */
export async function screenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1') return undefined;
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/**
 * axe at 1280 and 360 px wide (after `ready` at each, and once no animation runs: a toast or
 * tooltip fading would fool the contrast rule), with a screenshot `<name>-<width>` of each: no
 * violation at any impact (issue 88) and no sideways scroll. Each width's violations go to `results`
 * under `<name>@<width>`, for the journey's summary.
 */
export async function checkAtBothWidths(
  page: Page,
  name: string,
  ready: () => Promise<unknown>,
  results: Record<string, string[]>,
) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    const summary = await runAxe(page);
    results[`${name}@${width}`] = summary.violations.map((v) => `${v.impact} ${v.id}`);
    expect(summary.violations).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Each table's own width against its container's, and the page's sideways scroll. */
export function tableWidths(page: Page) {
  return page.evaluate(() => ({
    tables: [...document.querySelectorAll('main table')].map((table) => {
      const container = table.parentElement as HTMLElement;
      return {
        label: table.getAttribute('aria-label'),
        needs: table.scrollWidth,
        has: container.clientWidth,
      };
    }),
    pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
}
