import { logIn, passedApplicant } from '../support/app';
import { newPage } from '../support/browser';
import { useRunningApp } from '../support/running-app';

const APPLICANT = {
  Name: 'Otieno Odhiambo',
  Email: 'otieno@e2e.test',
  PhoneNumber: '+254722000111',
  Position: 'Technology',
};
const PASSWORD = 'Intern-pass-42';

const app = useRunningApp({ RATE_LIMITS: 'off' });

beforeAll(() => passedApplicant(app.server.url, APPLICANT));

test('an applicant who passed activates on /signUp, logs in to /internDashboard, and is kept out of /adminDashboard', async () => {
  const { page, consoleErrors } = await newPage(app.browser, app.server.url);
  await page.goto('/signUp');
  await page.getByText('Please use the same email as used while applying').waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill(APPLICANT.Email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  const activated = page.waitForResponse((response) =>
    response.url().endsWith('/api/Account/Activate'),
  );
  await page.getByRole('button', { name: 'Sign Up' }).click();
  expect((await activated).status()).toBe(201);
  await page.getByText('Sign Up Successfull. You can login now').waitFor();
  await page.waitForURL((url) => url.pathname === '/login');

  await logIn(page, APPLICANT.Email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/internDashboard');
  await page.getByRole('heading', { name: 'My Tasks', exact: true }).waitFor();
  const stored = await page.evaluate(() => ({
    roles: localStorage.getItem('Roles'),
    name: localStorage.getItem('Name'),
  }));
  expect(stored).toEqual({ roles: 'INT', name: APPLICANT.Name });

  // The same real session, now on the admin's dashboard.
  await page.goto('/adminDashboard');
  await page.waitForURL((url) => url.pathname === '/unauthorized');
  await page.getByText('Sorry, you are unauthorized to access this page').waitFor();
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});
