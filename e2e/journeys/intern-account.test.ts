import { api, logIn, passedApplicant } from '../support/app';
import { newPage } from '../support/browser';
import { hydrated } from '../support/hydration';
import { activationLink } from '../support/people';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

const APPLICANT = {
  Name: 'Otieno Odhiambo',
  Email: 'otieno@e2e.test',
  PhoneNumber: '+254722000111',
  Position: 'Technology',
};
const PASSWORD = 'Intern-pass-42';
const STRANGER_PASSWORD = 'Stranger-pass-42';
const LINK_SENT = 'We have sent you an e-mail with a link to activate your account.';

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));
afterAll(() => smtp.stop());

beforeAll(() => passedApplicant(app.server.url, APPLICANT));

test('a stranger who knows a passed e-mail cannot activate its account; the applicant does so from the e-mailed link', async () => {
  // The takeover of the security review: the status check says Passed, the stranger signs up.
  const stranger = await newPage(app.browser, app.server.url);
  await stranger.page.goto('/signUp');
  await stranger.page.getByRole('textbox', { name: 'Email' }).fill(APPLICANT.Email);
  await stranger.page.getByLabel(/^Password/).fill(STRANGER_PASSWORD);
  const refused = stranger.page.waitForResponse((response) =>
    response.url().endsWith('/api/Account/Activate'),
  );
  await stranger.page.getByRole('button', { name: 'Sign Up' }).click();
  expect((await refused).status()).toBe(202);
  await stranger.page.getByText(LINK_SENT).waitFor();
  expect(new URL(stranger.page.url()).pathname).toBe('/signUp');
  await api(app.server.url, 'POST', '/login', 401, {
    json: { email: APPLICANT.Email, password: STRANGER_PASSWORD },
  });
  expect(stranger.consoleErrors).toEqual([]);
  await stranger.page.context().close();

  // The applicant opens the link of the "Interview Passed" e-mail.
  const link = await activationLink(smtp, APPLICANT.Email);
  const { page, consoleErrors } = await newPage(app.browser, app.server.url);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByText('Please use the same email as used while applying').waitFor();
  // The server draws /signUp once per release, without the link's query: the page fills the
  // e-mail in from the link as it hydrates.
  await hydrated(page);
  await expect(page.getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe(
    APPLICANT.Email,
  );
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
