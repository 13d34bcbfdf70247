import type { Page } from 'playwright-core';
import { ADMIN, api, logIn, loginToken } from '../support/app';
import { horizontalOverflow, runAxe, screenshot } from '../support/a11y';
import { newPage } from '../support/browser';
import { activatedIntern, invitedSupervisor } from '../support/people';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

// Issue 49: the supervisor writes the final evaluation of their intern (an intern without an
// intake: at any time), saves a draft, finds it again after a reload and submits it; the intern
// then reads it on their profile.

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));
afterAll(() => smtp.stop());

const INTERN = {
  Name: 'Achieng Atieno',
  Email: 'achieng.eval@e2e.test',
  PhoneNumber: '+254722000777',
  Position: 'Engineering',
};
const INTERN_PASSWORD = 'Intern-pass-49';
const SUPERVISOR = {
  Name: 'Wanjiru Kamau',
  Email: 'wanjiru.eval@e2e.test',
  Password: 'Super-pass-49',
};
const SCORES = {
  'Technical skill': '4',
  'Quality of work': '5',
  Communication: '3',
  Teamwork: '4',
  Initiative: '2',
  Reliability: '5',
};
const ASSESSMENT = 'Careful, quick to learn and generous with colleagues.';

let internId = 0;

beforeAll(async () => {
  const url = app.server.url;
  const supervisor = await invitedSupervisor(url, smtp, SUPERVISOR);
  await activatedIntern(url, INTERN, INTERN_PASSWORD, smtp);
  const adminToken = await loginToken(url, ADMIN.email, ADMIN.password);
  const { Interns } = await api<{ Interns: { user_id: number; Email: string }[] }>(
    url,
    'GET',
    '/Admin/User/Interns',
    200,
    { token: adminToken },
  );
  internId = Interns.find((intern) => intern.Email === INTERN.Email)!.user_id;
  await api(url, 'PUT', `/User/${internId}`, 200, {
    token: adminToken,
    json: { InternID: internId, SupervisorID: supervisor.id },
  });
}, 60_000);

/** axe at 1280 and 360 px wide, with a screenshot of each; no violation at any impact. */
async function checkScreen(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    const summary = await runAxe(page);
    expect(summary.violations).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a supervisor saves a draft, finds it after a reload, submits; the intern reads it', async () => {
  const { page, consoleErrors } = await newPage(app.browser, app.server.url, {
    bypassCSP: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  await page.goto('/login');
  await logIn(page, SUPERVISOR.Email, SUPERVISOR.Password);
  await page.waitForURL((url) => url.pathname === '/supervisorDashboard');

  // From the intern's performance page.
  await page.goto(`/supervisorDashboard/performanceDetails/${internId}`);
  await page.getByRole('link', { name: 'Final Evaluation' }).click();
  await page.waitForURL(
    (url) => url.pathname === `/supervisorDashboard/interns/${internId}/evaluation`,
  );
  await page.getByRole('heading', { level: 1, name: 'Final Evaluation' }).waitFor();
  await page.getByText(INTERN.Name).waitFor();
  await checkScreen(page, 'supervisor-final-evaluation');

  // A draft: two scores and the assessment.
  await page.getByLabel('Technical skill').selectOption('4');
  await page.getByLabel('Teamwork').selectOption('4');
  await page.getByLabel('Assessment').fill(ASSESSMENT);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await page.getByText('Draft saved').waitFor();

  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Final Evaluation' }).waitFor();
  await expectValue(page, 'Technical skill', '4');
  await expectValue(page, 'Teamwork', '4');
  await expectValue(page, 'Quality of work', '');
  expect(await page.getByLabel('Assessment').inputValue()).toBe(ASSESSMENT);

  // The rest, then submit after the confirmation.
  for (const [label, score] of Object.entries(SCORES)) {
    await page.getByLabel(label).selectOption(score);
  }
  await page.getByLabel('Recommendation').selectOption('Highly recommended');
  await page.getByRole('button', { name: 'Submit Evaluation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit the final evaluation?' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Evaluation submitted').waitFor();
  await page.getByText(/Submitted on .* by Wanjiru Kamau/).waitFor();
  expect(await page.getByRole('button', { name: 'Save Draft' }).count()).toBe(0);
  // Read-only after a reload too (and no toast fading in front of axe).
  await page.reload();
  await page.getByText(/Submitted on .* by Wanjiru Kamau/).waitFor();
  await checkScreen(page, 'supervisor-final-evaluation-submitted');
  expect(consoleErrors).toEqual([]);
  await page.context().close();

  // The intern, on their profile.
  const intern = await newPage(app.browser, app.server.url, {
    bypassCSP: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  await intern.page.goto('/login');
  await logIn(intern.page, INTERN.Email, INTERN_PASSWORD);
  await intern.page.waitForURL((url) => url.pathname === '/internDashboard');
  // Without an intake, My Tasks shows no internship line.
  await intern.page.getByRole('heading', { level: 1, name: 'My Tasks' }).waitFor();
  expect(await intern.page.getByText(/^Internship:/).count()).toBe(0);
  await intern.page.goto('/internDashboard/profile');
  await intern.page.getByRole('heading', { name: 'Final Evaluation' }).waitFor();
  await intern.page.getByText(ASSESSMENT).waitFor();
  await intern.page.getByText('Highly recommended').waitFor();
  await intern.page.getByText(/By Wanjiru Kamau, submitted on/).waitFor();
  await checkScreen(intern.page, 'intern-final-evaluation');
  await intern.page.context().close();
}, 120_000);

async function expectValue(page: Page, label: string, value: string) {
  expect(await page.getByLabel(label).inputValue()).toBe(value);
}
