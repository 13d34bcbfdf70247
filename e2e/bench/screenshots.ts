// Takes the README's screenshots from the demo data: `npm run build`, then
// `npm run screenshots -w e2e`. Writes docs/screenshots/<screen>.png (desktop) and
// <screen>-phone.png for each role's first screen.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../support/browser';
import { TOUR, demoLogin, visit, type DemoRole } from '../support/demo-tour';
import { startServer } from '../support/server';

const OUT = path.resolve(__dirname, '..', '..', 'docs', 'screenshots');

async function main() {
  mkdirSync(OUT, { recursive: true });
  const [server, browser] = await Promise.all([
    startServer({ RATE_LIMITS: 'off' }, ['--demo']),
    launchBrowser(),
  ]);
  try {
    for (const role of Object.keys(TOUR) as DemoRole[]) {
      for (const width of [1280, 390]) {
        const { page } = await demoLogin(browser, server.url, role, width);
        const stops = width === 1280 ? TOUR[role] : TOUR[role].slice(0, 1);
        for (const stop of stops) {
          await visit(page, stop);
          const file = path.join(OUT, `${stop.name}${width === 1280 ? '' : '-phone'}.png`);
          await page.screenshot({ path: file });
          console.log(`wrote ${path.relative(process.cwd(), file)}`);
        }
        await page.context().close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main();
