import { ADMIN, api, applyThroughApi, loginToken } from '../support/app';
import { newPage } from '../support/browser';
import { inDays } from '../support/journey-steps';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));
afterAll(() => smtp.stop());

test('debug', async () => {
  const url = app.server.url;
  const id = await applyThroughApi(url, { Name: 'Baraka Otieno', Email: 'b@e2e.test', PhoneNumber: '+254722000872', Position: 'Engineering' });
  const token = await loginToken(url, ADMIN.email, ADMIN.password);
  const { Interviewers } = await api<{ Interviewers: { user_id: number }[] }>(url, 'GET', '/InterviewSlot/Interviewers', 200, { token });
  await api(url, 'POST', '/InterviewSlot', 201, { token, json: { Intake: null, Position: null, Day: inDays(3), Start: '09:00', Length: 30, Place: 'Room 4', VideoLink: null, Interviewers: [Interviewers[0].user_id] } });
  await api(url, 'POST', '/Apply/Invite', 200, { token, json: { Applications: [id] } });
  await smtp.waitFor(() => smtp.to('b@e2e.test').some((m) => /\/book\//.test(m.text ?? '')));
  const text = smtp.to('b@e2e.test').find((m) => /\/book\//.test(m.text ?? ''))!.text ?? '';
  console.log(text);
  const link = text.match(/\/book\/([^\s/"<>]+)/)![1];
  const { page, consoleErrors } = await newPage(app.browser, url, { locale: 'en-GB', timezoneId: 'Europe/London' });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror ${error.message}`));
  page.on('console', (message) => {
    if (message.text().includes('React Router caught')) {
      void message.args()[1]?.evaluate((error: Error) => error.stack).then((stack) => consoleErrors.push(`STACK ${stack}`));
    }
  });
  await page.goto(`/book/${link}`);
  await page.waitForTimeout(6000);
  console.log(consoleErrors.join('\n'));
  console.log((await page.locator('body').innerText()).slice(0, 1500));
}, 120_000);
