import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { pdfText } from '../../server/test/helpers/pdf-text';
import { checkAtBothWidths } from '../support/a11y';
import { ADMIN, api, logIn, loginToken } from '../support/app';
import { newPage } from '../support/browser';
import { sw } from '../support/catalogue';
import { inDays, monday, sees } from '../support/journey-steps';
import { internFourWeeksIn } from '../support/people';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

// Issue 70: the administrator adds a university with its visit criteria; an intern names it and
// their lecturer; the lecturer signs up from the e-mail, reads the signed week, countersigns it
// and records a visit; the intern sees the visit, and the logbook copy (refused until the week
// was countersigned, as the university asks) shows both and verifies. Each new screen passes axe
// at 1280 and 360 px, the academic supervisor's in English and Swahili.

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));
afterAll(() => smtp.stop());
const axeResults: Record<string, string[]> = {};
afterAll(() => console.log(`axe violations: ${JSON.stringify(axeResults, null, 1)}`));

const INTERN = {
  Name: 'Achieng Otieno',
  Email: 'achieng@e2e.test',
  PhoneNumber: '+254722000570',
  Position: 'Engineering',
};
const PASSWORD = 'Intern-pass-70';
const SUPERVISOR = {
  Name: 'Workplace Mentor',
  Email: 'mentor.70@e2e.test',
  Password: 'Mentor-pass-70',
};
const LECTURER = { Name: 'Dr Njeri Mwangi', Email: 'njeri.mwangi@uni.e2e.test' };
const LECTURER_PASSWORD = 'Lecturer-pass-70';
const UNIVERSITY = 'University of Nairobi';
const ACTIVITIES = 'Built the payments report.';
const ASSESSMENT = 'Works well with the team; clear notes in the logbook.';

const WEEK = monday(2);

beforeAll(async () => {
  const url = app.server.url;
  const { supervisor } = await internFourWeeksIn(
    url,
    smtp,
    { ...INTERN, Password: PASSWORD },
    SUPERVISOR,
    'University intake',
  );
  // A week written, submitted and signed: what the lecturer reads and countersigns.
  const internToken = await loginToken(url, INTERN.Email, PASSWORD);
  await api(url, 'POST', `/Intern/Logbook/${WEEK}/Submit`, 200, {
    token: internToken,
    json: {
      Days: ['present', 'present', 'present', 'present', 'present'],
      Activities: ACTIVITIES,
      Learned: 'Window functions.',
      Hours: 40,
    },
  });
  const { Entries } = await api<{ Entries: { Id: number }[] }>(
    url,
    'GET',
    '/Supervisor/Logbook',
    200,
    {
      token: supervisor.token,
    },
  );
  await api(url, 'POST', `/Supervisor/Logbook/${Entries[0].Id}/Sign`, 200, {
    token: supervisor.token,
  });
}, 90_000);

async function signedIn(email: string, password: string, landing: string) {
  const opened = await newPage(app.browser, app.server.url, {
    bypassCSP: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  await opened.page.goto('/login');
  await logIn(opened.page, email, password);
  await opened.page.waitForURL((url) => url.pathname === landing);
  return opened;
}

async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return pdfText(readFileSync((await file.path())!));
}

test('the administrator adds a university with its visit criteria and the countersign rule', async () => {
  const { page, consoleErrors } = await signedIn(ADMIN.email, ADMIN.password, '/adminDashboard');
  await page.getByRole('link', { name: 'Universities' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Universities' }).waitFor();
  await page.getByRole('button', { name: 'Add University' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add University' });
  await dialog.getByLabel('Name').fill(UNIVERSITY);
  await dialog
    .getByLabel("A logbook copy needs the academic supervisor's countersignature")
    .check();
  await dialog.getByRole('button', { name: 'Add criterion' }).click();
  await dialog.getByRole('textbox', { name: 'Criterion' }).fill('Punctuality');
  await dialog.getByRole('spinbutton', { name: 'Maximum score' }).fill('5');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await sees(page, 'University added');
  await page.getByRole('cell', { name: UNIVERSITY, exact: true }).waitFor();
  await checkAtBothWidths(
    page,
    'universities',
    () => page.getByText(UNIVERSITY, { exact: true }).first().waitFor(),
    axeResults,
  );
  await page.getByRole('button', { name: 'Kiswahili' }).click();
  await page.getByRole('heading', { level: 1, name: sw('Universities') }).waitFor();
  await checkAtBothWidths(
    page,
    'universities-sw',
    () => page.getByText(UNIVERSITY, { exact: true }).first().waitFor(),
    axeResults,
  );
  expect(consoleErrors).toEqual([]);
  await page.context().close();
}, 120_000);

test('the intern names the university and the lecturer, who is invited; no copy before the countersignature', async () => {
  const { page, consoleErrors } = await signedIn(INTERN.Email, PASSWORD, '/internDashboard');
  await page.goto('/internDashboard/profile');
  const section = page.getByRole('region', { name: 'University' });
  await section.getByRole('combobox', { name: 'University' }).fill('Nairobi');
  await page.getByRole('option', { name: UNIVERSITY }).click();
  await section.getByLabel('Programme of study').fill('BSc Computer Science');
  await section.getByLabel("Academic supervisor's name").fill(LECTURER.Name);
  await section.getByLabel("Academic supervisor's e-mail").fill(LECTURER.Email);
  await section.getByRole('button', { name: 'Save' }).click();
  await sees(page, 'University details saved');
  await smtp.waitFor(() => smtp.to(LECTURER.Email).length > 0);
  expect(smtp.to(LECTURER.Email)[0].text).toContain(INTERN.Name);
  await checkAtBothWidths(
    page,
    'intern-university',
    () => section.getByText(`${LECTURER.Name} has not signed up yet.`).waitFor(),
    axeResults,
  );
  await page.getByRole('button', { name: 'Kiswahili' }).click();
  const kiswahili = page.getByRole('region', { name: sw('University') });
  await checkAtBothWidths(
    page,
    'intern-university-sw',
    () =>
      kiswahili.getByText(sw('{name} has not signed up yet.', { name: LECTURER.Name })).waitFor(),
    axeResults,
  );
  await page.getByRole('button', { name: 'English' }).click();
  await section.waitFor();

  await page.goto('/internDashboard/logbook');
  await page.getByRole('button', { name: 'Download Logbook' }).click();
  await page
    .getByText(/Weeks still waiting: 1\./)
    .first()
    .waitFor();
  expect(consoleErrors.filter((error) => !error.includes('409'))).toEqual([]);
  await page.context().close();
}, 120_000);

test('the lecturer signs up from the e-mail, countersigns the signed week and records a visit', async () => {
  const link = smtp.to(LECTURER.Email)[0].text?.match(/https?:\/\/\S+\/resetPassword\/\S+/)?.[0];
  expect(link).toBeDefined();
  const opened = await newPage(app.browser, app.server.url, {
    bypassCSP: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  const { page, consoleErrors } = opened;
  await page.goto(link!);
  await page.getByLabel(/^New Password/).fill(LECTURER_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await logIn(page, LECTURER.Email, LECTURER_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/universityDashboard');
  await page.getByRole('heading', { level: 1, name: 'My students' }).waitFor();
  const row = page.getByRole('link', { name: INTERN.Name });
  await page
    .getByRole('row', { name: new RegExp(INTERN.Name) })
    .getByText('1 signed, 0 countersigned')
    .waitFor();
  await checkAtBothWidths(page, 'my-students', () => row.first().waitFor(), axeResults);

  await row.first().click();
  await page.getByRole('heading', { level: 1, name: INTERN.Name }).waitFor();
  await sees(page, ACTIVITIES);
  await sees(page, UNIVERSITY);
  // The university wants every signed week countersigned before a logbook copy.
  expect(await page.getByRole('button', { name: 'Download the logbook' }).count()).toBe(0);
  await page.getByRole('button', { name: /^Countersign the week of / }).click();
  const question = page.getByRole('dialog');
  await question.getByText('Countersign this signed week? It cannot be undone.').waitFor();
  await question.getByRole('button', { name: 'Countersign' }).click();
  await sees(page, 'Week countersigned');
  await page.getByRole('button', { name: 'Download the logbook' }).waitFor();
  await page
    .getByText(new RegExp(`^${LECTURER.Name}`))
    .first()
    .waitFor();

  await page.getByLabel('Date of the visit').fill(inDays(-1));
  await page.getByLabel('Who you met').fill(SUPERVISOR.Name);
  await page.getByLabel('Assessment').fill(ASSESSMENT);
  await page.getByLabel('Punctuality (0 to 5)').fill('7');
  await page.getByRole('button', { name: 'Record the visit' }).click();
  await sees(page, 'Give Punctuality a whole number from 0 to 5');
  await page.getByLabel('Punctuality (0 to 5)').fill('4');
  await page.getByRole('button', { name: 'Record the visit' }).click();
  await sees(page, 'Visit recorded');
  await sees(page, ASSESSMENT);
  await page
    .getByRole('table', { name: 'Workplace visits' })
    .getByText('Punctuality 4/5')
    .waitFor();
  await checkAtBothWidths(
    page,
    'student',
    () => page.getByText(ASSESSMENT).first().waitFor(),
    axeResults,
  );

  // The same screens in Swahili: the account keeps the language chosen last.
  await page.getByRole('button', { name: 'Kiswahili' }).click();
  await page.getByRole('button', { name: sw('Record the visit') }).waitFor();
  await checkAtBothWidths(
    page,
    'student-sw',
    () => page.getByText(ASSESSMENT).first().waitFor(),
    axeResults,
  );
  await page.goto('/universityDashboard');
  await page.getByRole('heading', { level: 1, name: sw('My students') }).waitFor();
  await checkAtBothWidths(page, 'my-students-sw', () => row.first().waitFor(), axeResults);
  expect(consoleErrors).toEqual([]);
  await page.context().close();
}, 180_000);

test('the intern sees the visit; the logbook copy shows the countersignature and the visit, and verifies', async () => {
  const { page, consoleErrors } = await signedIn(INTERN.Email, PASSWORD, '/internDashboard');
  await page.goto('/internDashboard/logbook');
  const visits = page.getByRole('table', { name: 'Workplace visits' });
  await visits.getByText(ASSESSMENT).waitFor();
  await checkAtBothWidths(
    page,
    'intern-visits',
    () => visits.getByText(ASSESSMENT).waitFor(),
    axeResults,
  );
  await page.goto(`/internDashboard/logbook/${WEEK}`);
  await page.getByText(new RegExp(`^Countersigned by ${LECTURER.Name} on `)).waitFor();

  await page.goto('/internDashboard/logbook');
  const text = await download(page, 'Download Logbook');
  expect(text).toContain(`Countersigned by ${LECTURER.Name}`);
  expect(text).toContain(ASSESSMENT);
  const code = /Verification code: ([0-9A-Z-]+)/.exec(text)?.[1];
  expect(code).toBeDefined();
  const verify = await newPage(app.browser, app.server.url, { bypassCSP: true });
  await verify.page.goto(`/verify/${code}`);
  await sees(verify.page, 'This logbook copy is genuine');
  await sees(verify.page, INTERN.Name);
  expect(consoleErrors).toEqual([]);
  await page.context().close();
  await verify.page.context().close();
}, 120_000);
