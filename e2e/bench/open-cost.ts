// What opening a screen costs Chromium (issue 54): the admin's lists of the demo, opened again and
// again by a full load of their address, then through the app's router (`openInApp`), as the
// journeys' sweeps now do. Prints Chromium's CPU per opening, summed over its processes: run it
// on a machine where no other Chromium runs. `npm run bench:open-cost -w e2e`
import { execFileSync } from 'node:child_process';
import { launchBrowser, openInApp } from '../support/browser';
import { TOUR, demoLogin, waitForScreen } from '../support/demo-tour';
import { startServer } from '../support/server';

const ROUNDS = 4;
const STOPS = TOUR.admin.filter((stop) => !stop.through && stop.path !== '/adminDashboard');

/** Seconds of CPU used so far by every running Chromium process. */
function chromiumSeconds(): number {
  const times = execFileSync('ps', ['-C', 'chromium', '-o', 'cputimes='], { encoding: 'utf8' });
  return times
    .split('\n')
    .filter(Boolean)
    .reduce((sum, line) => sum + Number(line.trim()), 0);
}

async function main() {
  const server = await startServer({ RATE_LIMITS: 'off' }, ['--demo']);
  const browser = await launchBrowser();
  try {
    for (const way of ['full load', 'openInApp'] as const) {
      const { page } = await demoLogin(browser, server.url, 'admin');
      const before = chromiumSeconds();
      const started = Date.now();
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const stop of STOPS) {
          if (way === 'full load') await page.goto(stop.path);
          else await openInApp(page, stop.path);
          await waitForScreen(page, stop.heading);
        }
      }
      const opened = ROUNDS * STOPS.length;
      const cpu = (chromiumSeconds() - before) / opened;
      const wall = (Date.now() - started) / 1000 / opened;
      console.log(
        `${way}: ${opened} screens, Chromium ${cpu.toFixed(2)} s CPU and ${wall.toFixed(2)} s each`,
      );
      await page.context().close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main();
