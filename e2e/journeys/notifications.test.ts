import type { Browser, Page } from 'playwright-core';
import { api, loginToken, today } from '../support/app';
import { checkAtBothWidths, screenshot } from '../support/a11y';
import { newPage } from '../support/browser';
import { activatedIntern, invitedSupervisor } from '../support/people';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

// Live updates (issue 56): a supervisor and an intern signed in side by side, in two browsers'
// worth of contexts; what one does reaches the other's open page without a reload.

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));
afterAll(() => smtp.stop());

const SUPERVISOR = { Name: 'Njeri Wambui', Email: 'njeri@e2e.test', Password: 'Super-pass-56' };
const INTERN = {
  Name: 'Kiprono Langat',
  Email: 'kiprono@e2e.test',
  PhoneNumber: '+254722000561',
  Position: 'Engineering',
};
const INTERN_PASSWORD = 'Intern-pass-56';
const TASK = 'Map the onboarding steps';
const people = { supervisorId: 0, supervisorToken: '', internId: 0, internToken: '', task: 0 };

beforeAll(async () => {
  const url = app.server.url;
  const supervisor = await invitedSupervisor(url, smtp, SUPERVISOR);
  people.supervisorId = supervisor.id;
  people.supervisorToken = supervisor.token;
  await activatedIntern(url, INTERN, INTERN_PASSWORD, smtp);
  people.internToken = await loginToken(url, INTERN.Email, INTERN_PASSWORD);
  const adminToken = await loginToken(url, 'admin@e2e.test', 'Admin-pass-123');
  const { Interns } = await api<{ Interns: { user_id: number; Email: string }[] }>(
    url,
    'GET',
    '/Admin/User/Interns',
    200,
    { token: adminToken },
  );
  people.internId = Interns.find((intern) => intern.Email === INTERN.Email)!.user_id;
  await api(url, 'PUT', `/User/${people.internId}`, 200, {
    token: adminToken,
    json: { InternID: people.internId, SupervisorID: people.supervisorId },
  });
  const created = await api<{ id: number }>(url, 'POST', '/Task', 201, {
    token: people.supervisorToken,
    json: {
      AssignedTo: people.internId,
      Task: TASK,
      TaskDescription: 'Every step from the offer to the first day.',
      Deadline: today(),
    },
  });
  people.task = created.id;
}, 60_000);

/** A page signed in with a session from the API, stored as the login stores it. */
async function signedIn(
  browser: Browser,
  session: { token: string; role: string; name: string; id: number },
  path: string,
) {
  const opened = await newPage(browser, app.server.url, {
    bypassCSP: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  await opened.page.addInitScript((stored) => {
    localStorage.setItem('ACCESS_TOKEN', stored.token);
    localStorage.setItem('Roles', stored.role);
    localStorage.setItem('Name', stored.name);
    localStorage.setItem('user_id', String(stored.id));
  }, session);
  await opened.page.goto(path);
  return opened;
}

/** Marks the page, so that a reload (which would lose the mark) shows. */
const markPage = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __notReloaded: true }));
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true);

const axeResults: Record<string, string[]> = {};
afterAll(() => console.log(`axe violations: ${JSON.stringify(axeResults, null, 1)}`));

const checkScreen = (page: Page, name: string, ready: () => Promise<unknown>) =>
  checkAtBothWidths(page, `notifications-${name}`, ready, axeResults);

test('a completion reaches the supervisor, a rating the intern, each without a reload', async () => {
  const supervisor = await signedIn(
    app.browser,
    { token: people.supervisorToken, role: 'SUP', name: SUPERVISOR.Name, id: people.supervisorId },
    '/supervisorDashboard/assignedTasks',
  );
  const intern = await signedIn(
    app.browser,
    { token: people.internToken, role: 'INT', name: INTERN.Name, id: people.internId },
    '/internDashboard',
  );
  const row = supervisor.page.getByRole('row').filter({ hasText: TASK });
  await row.getByText('Assigned', { exact: true }).waitFor();
  await markPage(supervisor.page);

  // The intern was told of the task; they read it all, then complete it.
  const internBell = intern.page.getByRole('button', { name: /notifications?$/i });
  await intern.page.getByRole('button', { name: '1 unread notification' }).waitFor();
  await internBell.click();
  await intern.page
    .getByRole('menuitem', { name: new RegExp(`assigned you the task “${TASK}”`) })
    .waitFor();
  await checkScreen(intern.page, 'bell-menu', () =>
    intern.page.getByRole('menuitem', { name: 'See all notifications' }).waitFor(),
  );
  await intern.page.getByRole('menuitem', { name: 'Mark all as read' }).click();
  await intern.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  await markPage(intern.page);

  const completedAt = Date.now();
  await intern.page.getByRole('checkbox', { name: `Completed: ${TASK}` }).check();
  await row.getByText('Completed', { exact: true }).waitFor({ timeout: 10_000 });
  const toSupervisor = Date.now() - completedAt;
  expect(await notReloaded(supervisor.page)).toBe(true);
  await supervisor.page.getByRole('button', { name: '1 unread notification' }).waitFor();

  // The supervisor rates it (through the API, as the supervisor's journey rates in the page).
  const ratedAt = Date.now();
  await api(app.server.url, 'POST', `/Supervisor/Task/Rate/${people.task}`, 200, {
    token: people.supervisorToken,
    json: { rating: 85 },
  });
  await intern.page
    .getByRole('button', { name: '1 unread notification' })
    .waitFor({ timeout: 10_000 });
  const toIntern = Date.now() - ratedAt;
  // The task's card shows the rating too, from the same event.
  await intern.page.getByRole('article', { name: TASK }).getByText('85%').waitFor();
  expect(await notReloaded(intern.page)).toBe(true);
  console.log(
    `live update: completion to supervisor ${toSupervisor} ms, rating to intern ${toIntern} ms`,
  );
  await intern.page.getByRole('button', { name: '1 unread notification' }).click();
  await screenshot(intern.page, 'notifications-bell-open');

  // The full list.
  await intern.page.getByRole('menuitem', { name: 'See all notifications' }).click();
  await intern.page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
  // The menu fades out: axe would read its half-transparent items.
  await intern.page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
  await intern.page.getByRole('link', { name: new RegExp(`rated your task “${TASK}”`) }).waitFor();
  await checkScreen(intern.page, 'page', () =>
    intern.page.getByRole('button', { name: 'Mark all as read' }).waitFor(),
  );
  expect([...supervisor.consoleErrors, ...intern.consoleErrors]).toEqual([]);
  await supervisor.page.context().close();
  await intern.page.context().close();
});
