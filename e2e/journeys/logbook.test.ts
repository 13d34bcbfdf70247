import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { pdfText } from '../../server/test/helpers/pdf-text';
import { horizontalOverflow, runAxe, screenshot } from '../support/a11y';
import { logIn } from '../support/app';
import { newPage } from '../support/browser';
import { monday, sees } from '../support/journey-steps';
import { internFourWeeksIn } from '../support/people';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

// Issue 55: an intern writes and submits a week of the logbook, the supervisor returns it with a
// remark, the intern corrects and resubmits, the supervisor signs; an approved absence shows as
// excused; the signed logbook downloads as a PDF whose code /verify answers. Each new screen
// passes axe at a laptop's and a phone's width.

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));
afterAll(() => smtp.stop());

const INTERN = {
  Name: 'Wanjiru Kamau',
  Email: 'wanjiru@e2e.test',
  PhoneNumber: '+254722000555',
  Position: 'Engineering',
};
const PASSWORD = 'Intern-pass-55';
const SUPERVISOR = {
  Name: 'Logbook Supervisor',
  Email: 'logbook.supervisor@e2e.test',
  Password: 'Supervisor-pass-55',
};
const REMARK = 'Please say which database you worked on.';

const shown = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.parse(`${date}T00:00:00Z`),
  );

const WRITTEN_WEEK = monday(2);
const ABSENT_DAY = monday(1);

async function signedIn(email: string, password: string, landing: string, width = 1280) {
  const opened = await newPage(app.browser, app.server.url, {
    bypassCSP: true,
    locale: 'en-US',
    viewport: { width, height: 900 },
    acceptDownloads: true,
  });
  await opened.page.goto('/login');
  await logIn(opened.page, email, password);
  await opened.page.waitForURL((url) => url.pathname === landing);
  return opened.page;
}

/** No axe finding at any impact and no sideways scroll, at 1280 px and at a phone's 360 px. */
async function accessible(page: Page, name: string) {
  // The pointer left on a sidebar icon shows its tooltip, which axe would read half faded in.
  await page.mouse.move(640, 880);
  await page.locator('.MuiTooltip-popper').first().waitFor({ state: 'detached' });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    // A table that now scrolls sideways becomes focusable once its resize is measured.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.MuiTableContainer-root')].every(
        (table) => table.scrollWidth <= table.clientWidth + 1 || table.hasAttribute('tabindex'),
      ),
    );
    const { violations } = await runAxe(page);
    expect({ name, width, violations }).toEqual({
      name,
      width,
      violations: [],
    });
    expect({ name, width, overflow: await horizontalOverflow(page) }).toEqual({
      name,
      width,
      overflow: 0,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, name);
}

async function writeWeek(page: Page, activities: string) {
  await page.goto(`/internDashboard/logbook/${WRITTEN_WEEK}`);
  await page.getByRole('heading', { level: 1, name: `Week of ${shown(WRITTEN_WEEK)}` }).waitFor();
  const days = page.getByRole('region', { name: 'Days attended' });
  // A ticked choice clicked again is unticked: tick only what is not ticked yet.
  for (const group of await days.getByRole('group').all()) {
    const present = group.getByRole('button', { name: 'Present' });
    if ((await present.getAttribute('aria-pressed')) !== 'true') await present.click();
  }
  await page.getByLabel('Activities').fill(activities);
  await page.getByLabel('What I learned').fill('Reading query plans.');
  await page.getByLabel('Hours').fill('40');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await sees(page, 'Submitted for review');
}

beforeAll(
  () =>
    internFourWeeksIn(
      app.server.url,
      smtp,
      { ...INTERN, Password: PASSWORD },
      SUPERVISOR,
      'Logbook intake',
    ),
  60_000,
);

test('a week written, returned with a remark, corrected and signed; an absence excused', async () => {
  const intern = await signedIn(INTERN.Email, PASSWORD, '/internDashboard');
  await intern.getByRole('link', { name: 'Logbook' }).first().click();
  await intern.getByRole('heading', { level: 1, name: 'Logbook' }).waitFor();
  await accessible(intern, 'logbook-weeks');
  await writeWeek(intern, 'Wrote migrations.');

  const supervisor = await signedIn(SUPERVISOR.Email, SUPERVISOR.Password, '/supervisorDashboard');
  await sees(supervisor, '1 logbook entry waits for your signature');
  await supervisor.getByRole('link', { name: 'Logbooks' }).first().click();
  await supervisor.getByRole('heading', { level: 1, name: 'Logbooks' }).waitFor();
  await accessible(supervisor, 'logbooks');
  await supervisor.getByRole('link', { name: new RegExp(`^Open ${INTERN.Name}`) }).click();
  await sees(supervisor, 'Wrote migrations.');
  await accessible(supervisor, 'logbook-review');
  await supervisor.getByRole('button', { name: 'Return', exact: true }).click();
  const dialog = supervisor.getByRole('dialog', { name: 'Return Entry' });
  await dialog.getByLabel('Remark').fill(REMARK);
  await dialog.getByRole('button', { name: 'Return' }).click();
  await sees(supervisor, 'Entry returned');
  await smtp.waitFor(() => smtp.to(INTERN.Email).some((mail) => mail.text?.includes(REMARK)));

  await intern.goto(`/internDashboard/logbook/${WRITTEN_WEEK}`);
  await sees(intern, `Returned: ${REMARK}`);
  await accessible(intern, 'logbook-week');
  await writeWeek(intern, 'Wrote migrations for PostgreSQL.');

  await supervisor.goto('/supervisorDashboard/logbooks');
  await supervisor.getByRole('link', { name: new RegExp(`^Open ${INTERN.Name}`) }).click();
  await sees(supervisor, 'Wrote migrations for PostgreSQL.');
  const returns = supervisor.getByRole('region', { name: 'Why it was returned' });
  await returns.getByText(REMARK).waitFor();
  await accessible(supervisor, 'logbook-review-returned-before');
  await supervisor.getByRole('button', { name: 'Sign', exact: true }).click();
  await sees(supervisor, 'Entry signed');

  await intern.goto(`/internDashboard/logbook/${WRITTEN_WEEK}`);
  await intern.getByText(new RegExp(`^Signed by ${SUPERVISOR.Name} on `)).waitFor();
  expect(await intern.getByRole('button', { name: 'Submit for review' }).count()).toBe(0);
  // Signed, the week still says why it was sent back, and who did.
  const history = intern.getByRole('region', { name: 'Why it was returned' });
  await history.getByText(REMARK).waitFor();
  await history.getByText(new RegExp(`^Returned by ${SUPERVISOR.Name}, `)).waitFor();
  await accessible(intern, 'logbook-week-signed');

  // An absence asked for after the fact, approved: its day is excused in the logbook.
  await intern.goto('/internDashboard/logbook');
  await intern.getByRole('link', { name: 'Request Absence' }).click();
  await intern.getByLabel('First day').fill(ABSENT_DAY);
  await intern.getByLabel('Last day').fill(ABSENT_DAY);
  await intern.getByLabel('Reason').selectOption('sick');
  await intern.getByLabel('Note').fill('Flu, with a doctor’s note.');
  await accessible(intern, 'request-absence');
  await intern.getByRole('button', { name: 'Request', exact: true }).click();
  await sees(intern, 'Absence requested');
  await smtp.waitFor(() => smtp.to(SUPERVISOR.Email).length > 1);

  await supervisor.goto('/supervisorDashboard/logbooks');
  await supervisor
    .getByRole('button', { name: new RegExp(`^Approve the absence of ${INTERN.Name}`) })
    .click();
  const approval = supervisor.getByRole('dialog');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await sees(supervisor, 'Absence approved');

  await intern.goto(`/internDashboard/logbook/${ABSENT_DAY}`);
  await sees(intern, 'Excused (approved absence)');
});

test('the signed logbook downloads as a PDF whose code verifies', async () => {
  const intern = await signedIn(INTERN.Email, PASSWORD, '/internDashboard');
  await intern.goto('/internDashboard/logbook');
  const [download] = await Promise.all([
    intern.waitForEvent('download'),
    intern.getByRole('button', { name: 'Download Logbook' }).click(),
  ]);
  const text = await pdfText(readFileSync((await download.path())!));
  expect(text).toContain(INTERN.Name);
  expect(text).toContain('Wrote migrations for PostgreSQL.');
  expect(text).toContain(`Signed by ${SUPERVISOR.Name}`);
  const code = /Verification code: ([0-9A-Z-]+)/.exec(text)?.[1];
  expect(code).toBeDefined();

  const verify = await newPage(app.browser, app.server.url, { bypassCSP: true });
  await verify.page.goto(`/verify/${code}`);
  await sees(verify.page, 'This logbook copy is genuine');
  await sees(verify.page, INTERN.Name);
});
