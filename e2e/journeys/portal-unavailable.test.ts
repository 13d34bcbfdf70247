import { newPage, storeSession } from '../support/browser';
import { useRunningApp } from '../support/running-app';

// The admin portal's manifest points at nothing, as after a failed deployment.
const app = useRunningApp({ REMOTE_ADMIN_URL: '/portals/admin-portal/missing/remoteEntry.js' });

test('a portal that cannot be loaded shows the fallback, the rest keeps working', async () => {
  const { page } = await newPage(app.browser, app.server.url);
  await storeSession(page, 'ADM');
  await page.goto('/adminDashboard');
  await page.getByText('This part of the site is unavailable right now').waitFor();
  const retry = page.getByRole('button', { name: 'Retry' });
  await retry.click();
  await page.getByText('This part of the site is unavailable right now').waitFor();

  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('heading', { name: 'Internships' }).waitFor();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password? Reset Now' }).waitFor();
  await page.context().close();
});
