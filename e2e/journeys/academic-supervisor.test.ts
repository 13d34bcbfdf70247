import type { Page } from 'playwright-core';
import { horizontalOverflow, isSerious, runAxe, screenshot } from '../support/a11y';
import { ADMIN, api, logIn, loginToken, today } from '../support/app';
import { newPage } from '../support/browser';
import { inDays, sees } from '../support/journey-steps';
import { activatedIntern, invitedAcademicSupervisor, invitedSupervisor } from '../support/people';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

// Issue 70: an intern names their academic supervisor, who signs up from the e-mail, finds the
// intern among their students, countersigns the week the workplace supervisor signed and records
// a workplace visit scored on the university's criteria. Each screen passes axe and has nothing
// to scroll sideways, at a laptop's and at a phone's 360 px.

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));
afterAll(() => smtp.stop());

const INTERN = {
  Name: 'Achieng Odhiambo',
  Email: 'achieng.academic@e2e.test',
  PhoneNumber: '+254722000701',
  Position: 'Engineering',
};
const PASSWORD = 'Intern-pass-70';
const SUPERVISOR = {
  Name: 'Workplace Supervisor',
  Email: 'workplace.supervisor70@e2e.test',
  Password: 'Supervisor-pass-70',
};
const ACADEMIC = {
  Name: 'Dr. Amina Otieno',
  Email: 'amina.otieno@uon-e2e.test',
  Password: 'Academic-pass-70',
};
const ACTIVITIES = 'Built the data pipeline tests.';

/** The Monday `weeksBack` weeks before this week's, in the firm's calendar. */
function monday(weeksBack: number) {
  const date = new Date(`${today()}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday - 7 * weeksBack);
  return date.toISOString().slice(0, 10);
}

/** No serious axe finding and no sideways scroll, at 1280 px and at 360 px. */
async function accessible(page: Page, name: string) {
  await page.mouse.move(640, 880);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.MuiTableContainer-root')].every(
        (table) => table.scrollWidth <= table.clientWidth + 1 || table.hasAttribute('tabindex'),
      ),
    );
    const { violations } = await runAxe(page);
    expect({ name, width, serious: violations.filter(isSerious) }).toEqual({
      name,
      width,
      serious: [],
    });
    expect({ name, width, overflow: await horizontalOverflow(page) }).toEqual({
      name,
      width,
      overflow: 0,
    });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

let internId = 0;

beforeAll(async () => {
  const url = app.server.url;
  const token = await loginToken(url, ADMIN.email, ADMIN.password);
  const { Positions } = await api<{ Positions: { id: number }[] }>(url, 'GET', '/Position', 200);
  const intake = {
    Name: 'Academic intake',
    InternshipEnd: inDays(60),
    Positions: Positions.map((position) => position.id),
  };
  const { id: intakeId } = await api<{ id: number }>(url, 'POST', '/Intake', 201, {
    token,
    json: {
      ...intake,
      ApplicationsOpen: inDays(-1),
      ApplicationsClose: today(),
      InternshipStart: today(),
    },
  });
  await activatedIntern(url, INTERN, PASSWORD, smtp);
  await api(url, 'PUT', `/Intake/${intakeId}`, 200, {
    token,
    json: {
      ...intake,
      ApplicationsOpen: inDays(-60),
      ApplicationsClose: inDays(-29),
      InternshipStart: inDays(-28),
    },
  });
  const { Interns } = await api<{ Interns: { user_id: number; Email: string }[] }>(
    url,
    'GET',
    '/Admin/User/Interns',
    200,
    { token },
  );
  internId = Interns.find((intern) => intern.Email === INTERN.Email)!.user_id;
  const supervisor = await invitedSupervisor(url, smtp, SUPERVISOR);
  await api(url, 'PUT', `/User/${internId}`, 200, {
    token,
    json: { InternID: internId, SupervisorID: supervisor.id },
  });
  // A week written, submitted and signed.
  const internToken = await loginToken(url, INTERN.Email, PASSWORD);
  await api(url, 'POST', `/Intern/Logbook/${monday(2)}/Submit`, 200, {
    token: internToken,
    json: {
      Days: ['present', 'present', 'present', 'present', 'present'],
      Activities: ACTIVITIES,
      Learned: 'How the tests run in CI.',
      Hours: 40,
    },
  });
  const { Entries } = await api<{ Entries: { Id: number }[] }>(
    url,
    'GET',
    '/Supervisor/Logbook',
    200,
    { token: supervisor.token },
  );
  await api(url, 'POST', `/Supervisor/Logbook/${Entries[0].Id}/Sign`, 200, {
    token: supervisor.token,
  });
  // The university with its visit criteria; the intern names it and their academic supervisor.
  const { Id: universityId } = await api<{ Id: number }>(url, 'POST', '/Admin/Universities', 201, {
    token,
    json: {
      Name: 'University of Nairobi',
      Criteria: [
        { Name: 'Punctuality', MaxScore: 5 },
        { Name: 'Initiative', MaxScore: 10 },
      ],
      CountersignRequired: true,
    },
  });
  await invitedAcademicSupervisor(url, smtp, internToken, ACADEMIC);
  await api(url, 'PUT', '/Intern/Academic', 200, {
    token: internToken,
    json: {
      UniversityId: universityId,
      StudyProgramme: 'BSc Computer Science',
      AcademicSupervisorName: ACADEMIC.Name,
      AcademicSupervisorEmail: ACADEMIC.Email,
    },
  });
}, 90_000);

test('the academic supervisor finds their student, countersigns a week and records a visit', async () => {
  const { page } = await newPage(app.browser, app.server.url, {
    bypassCSP: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  await page.goto('/login');
  await logIn(page, ACADEMIC.Email, ACADEMIC.Password);
  await page.waitForURL((url) => url.pathname === '/universityDashboard');
  await page.getByRole('heading', { level: 1, name: 'My students' }).waitFor();
  const row = page.getByRole('row', { name: new RegExp(INTERN.Name) });
  await row.getByText('1 signed, 0 countersigned').waitFor();
  await accessible(page, 'academic-students');

  await page.getByRole('link', { name: INTERN.Name }).click();
  await page.getByRole('heading', { level: 1, name: INTERN.Name }).waitFor();
  await sees(page, 'University of Nairobi');
  await sees(page, ACTIVITIES);
  // The university wants every signed week countersigned before a logbook copy.
  expect(await page.getByRole('button', { name: 'Download the logbook' }).count()).toBe(0);
  await accessible(page, 'academic-student');

  await page.getByRole('button', { name: /^Countersign the week of / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Countersign' }).click();
  await sees(page, 'Week countersigned');
  await page.getByText(new RegExp(`^Countersigned by ${ACADEMIC.Name} on `)).waitFor();
  await page.getByRole('button', { name: 'Download the logbook' }).waitFor();

  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Record the visit' }) });
  await form.getByLabel('Date of the visit').fill(inDays(-1));
  await form.getByLabel('Who you met').fill(SUPERVISOR.Name);
  await form.getByLabel('Assessment').fill('Settled in well; keeps the logbook carefully.');
  await form.getByLabel(/^Punctuality/).fill('5');
  await form.getByLabel(/^Initiative/).fill('12');
  await form.getByRole('button', { name: 'Record the visit' }).click();
  await sees(page, 'Give Initiative a whole number from 0 to 10');
  await form.getByLabel(/^Initiative/).fill('8');
  await form.getByRole('button', { name: 'Record the visit' }).click();
  await sees(page, 'Visit recorded');
  await page
    .getByRole('table', { name: 'Workplace visits' })
    .getByText('Punctuality 5/5 · Initiative 8/10')
    .waitFor();
  await accessible(page, 'academic-student-visited');
}, 120_000);
