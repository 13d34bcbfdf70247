import { ADMIN, logIn } from '../support/app';
import { newPage } from '../support/browser';
import { useRunningApp } from '../support/running-app';

const app = useRunningApp(() => ({ RATE_LIMITS: 'off' }));

test('debug', async () => {
  const { page, consoleErrors } = await newPage(app.browser, app.server.url, { locale: 'en-GB' });
  page.on('console', (message) => {
    if (message.text().includes('React Router caught')) {
      void message.args()[1]?.evaluate((error: Error) => error.stack).then((stack) => consoleErrors.push(`STACK ${stack}`));
    }
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror ${error.message}`));
  page.on('response', (r) => { if (r.status() >= 400) consoleErrors.push(`${r.status()} ${r.url()}`); });
  await page.goto('/login');
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/adminDashboard');
  await page.goto('/adminDashboard/interviewSlots');
  await page.waitForTimeout(8000);
  console.log(await page.evaluate(() => {
    const w = window as unknown as { webpackChunkadmin_portal: unknown[]; __req: any };
    w.webpackChunkadmin_portal.push([[Math.random()], {}, (req: unknown) => { w.__req = req; }]);
    const module = { exports: {} };
    try {
      w.__req.m[1605].call(module.exports, module, module.exports, w.__req);
      return 'no error';
    } catch (error) {
      return `FIRST ${(error as Error).stack}`;
    }
  }));
  console.log(consoleErrors.join('\n'));
  console.log((await page.locator('main').innerText()).slice(0, 1500));
  await page.goto('/adminDashboard/applications');
  await page.waitForTimeout(5000);
  console.log((await page.locator('main').innerText()).slice(0, 500));
  await page.goto('/adminDashboard/profile');
  await page.waitForTimeout(5000);
  console.log((await page.locator('main').innerText()).slice(0, 800));
  await page.goto('/book/abc');
  await page.waitForTimeout(5000);
  console.log(consoleErrors.join('\n'));
  console.log((await page.locator('body').innerText()).slice(0, 1500));
}, 120_000);
