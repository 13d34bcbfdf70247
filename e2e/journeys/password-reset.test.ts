import { ADMIN, api, logIn } from '../support/app';
import { newPage } from '../support/browser';
import { TestSmtpServer } from '../support/smtp';
import { useRunningApp } from '../support/running-app';

const smtp = new TestSmtpServer();

const NEW_PASSWORD = 'Fresh-pass-789';

beforeAll(async () => {
  await smtp.start();
});

const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));

afterAll(async () => {
  await smtp.stop();
});

test('a password reset through the link of the e-mail received over SMTP', async () => {
  const { page, consoleErrors } = await newPage(app.browser, app.server.url);
  await page.goto('/requestResetPassword');
  await page.getByText('Please use the same email as used while logging in').waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByRole('status').filter({ hasText: 'Please check your email!' }).waitFor();

  await smtp.waitFor(() => smtp.to(ADMIN.email).length > 0);
  const [mail] = smtp.to(ADMIN.email);
  expect(mail.subject).toBe('Reset your password');
  const link = mail.text?.match(/https?:\/\/\S+\/resetPassword\/\S+/)?.[0];
  expect(link).toBeDefined();
  expect(link!.startsWith(`${app.server.url}/resetPassword/`)).toBe(true);

  await page.goto(link!);
  await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Password Reset Successfully!').waitFor();
  await page.waitForURL((url) => url.pathname === '/login');

  await logIn(page, ADMIN.email, NEW_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/adminDashboard');
  await api(app.server.url, 'POST', '/login', 401, {
    json: { email: ADMIN.email, password: ADMIN.password },
  });

  // The link is single-use: opened again, it says so plainly.
  await page.goto(link!);
  await page.getByLabel(/^New Password/).fill('Another-pass-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('alert').filter({ hasText: 'This link cannot be used' }).waitFor();
  expect(consoleErrors.filter((text) => !text.includes('422'))).toEqual([]);
  await page.context().close();
});
