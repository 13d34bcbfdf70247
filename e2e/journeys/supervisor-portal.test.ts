import type { Page } from 'playwright-core';
import { ADMIN, api, logIn, loginToken, today } from '../support/app';
import { activatedIntern as activatedInternAccount } from '../support/people';
import { checkAtBothWidths } from '../support/a11y';
import { newPage } from '../support/browser';
import { tabTo } from '../support/focus';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

// The supervisor portal against the real server: the administrator invites two supervisors and
// assigns an intern through the API; the first supervisor then does the whole round in the
// browser, partly with the keyboard alone.

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));
afterAll(() => smtp.stop());

const INTERN = {
  Name: 'Achieng Atieno',
  Email: 'achieng@e2e.test',
  PhoneNumber: '+254722000222',
  Position: 'Engineering',
};
const OTHER_INTERN = {
  Name: 'Baraka Mwangi',
  Email: 'baraka@e2e.test',
  PhoneNumber: '+254722000333',
  Position: 'Engineering',
};
const INTERN_PASSWORD = 'Intern-pass-42';
const SUPERVISOR = { Name: 'Wanjiru Kamau', Email: 'wanjiru@e2e.test', Password: 'Super-pass-42' };
const OTHER = { Name: 'Otieno Odhiambo', Email: 'otieno@e2e.test', Password: 'Other-pass-42' };

const ids = { intern: 0, supervisor: 0, other: 0, othersTask: 0 };
let adminToken = '';

function inDays(days: number): string {
  const [year, month, day] = today().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The set-password token from the invitation e-mail a new supervisor receives. */
async function invitationToken(email: string): Promise<string> {
  await smtp.waitFor(() => smtp.to(email).length > 0);
  const token = smtp.to(email)[0].text?.match(/\/resetPassword\/([^\s/]+)/)?.[1];
  if (!token) throw new Error(`no set-password link for ${email}`);
  return token;
}

async function invite(person: { Name: string; Email: string }, phone: string): Promise<number> {
  const { Positions } = await api<{ Positions: { id: number }[] }>(
    app.server.url,
    'GET',
    '/Position',
    200,
  );
  const { id } = await api<{ id: number }>(app.server.url, 'POST', '/User', 201, {
    token: adminToken,
    json: { ...person, PhoneNumber: phone, Position: Positions[0].id, Role: 'SUP' },
  });
  return id;
}

/** An applicant who passed, activated their account and got `supervisorId` as supervisor. */
async function activatedIntern(applicant: typeof INTERN, supervisorId: number): Promise<number> {
  const url = app.server.url;
  await activatedInternAccount(url, applicant, INTERN_PASSWORD, smtp);
  const { Interns } = await api<{ Interns: { user_id: number; Email: string }[] }>(
    url,
    'GET',
    '/Admin/User/Interns',
    200,
    { token: adminToken },
  );
  const id = Interns.find((intern) => intern.Email === applicant.Email)!.user_id;
  await api(url, 'PUT', `/User/${id}`, 200, {
    token: adminToken,
    json: { InternID: id, SupervisorID: supervisorId },
  });
  return id;
}

beforeAll(async () => {
  const url = app.server.url;
  adminToken = await loginToken(url, ADMIN.email, ADMIN.password);
  ids.supervisor = await invite(SUPERVISOR, '+254722000444');
  ids.other = await invite(OTHER, '+254722000555');
  await api(url, 'POST', '/Reset', 200, {
    json: { token: await invitationToken(OTHER.Email), password: OTHER.Password },
  });

  ids.intern = await activatedIntern(INTERN, ids.supervisor);
  const otherIntern = await activatedIntern(OTHER_INTERN, ids.other);
  const otherToken = await loginToken(url, OTHER.Email, OTHER.Password);
  const created = await api<{ id: number }>(url, 'POST', '/Task', 201, {
    token: otherToken,
    json: {
      AssignedTo: otherIntern,
      Task: "Otieno's own task",
      TaskDescription: 'Only Otieno and his intern see this.',
      Deadline: inDays(4),
    },
  });
  ids.othersTask = created.id;
}, 60_000);

const axeResults: Record<string, string[]> = {};

const checkScreen = (page: Page, name: string, ready: () => Promise<unknown>) =>
  checkAtBothWidths(page, `supervisor-${name}`, ready, axeResults);

afterAll(() => {
  console.log(`axe violations by screen: ${JSON.stringify(axeResults, null, 1)}`);
});

test('a supervisor sets a password, assigns, edits, rates, remarks and sees the performance', async () => {
  const { page, consoleErrors } = await newPage(app.browser, app.server.url, {
    bypassCSP: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });

  // The invitation's link: choose a password, then log in.
  await page.goto(`/resetPassword/${await invitationToken(SUPERVISOR.Email)}`);
  await page.getByLabel(/^New Password/).fill(SUPERVISOR.Password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Password Reset Successfully!').waitFor();
  await page.goto('/login');
  await logIn(page, SUPERVISOR.Email, SUPERVISOR.Password);
  await page.waitForURL((url) => url.pathname === '/supervisorDashboard');
  await page.getByRole('heading', { level: 1, name: 'My Interns' }).waitFor();
  await page.getByRole('cell', { name: INTERN.Name, exact: true }).waitFor();
  await checkScreen(page, 'my-interns', () =>
    page.getByRole('cell', { name: INTERN.Name, exact: true }).waitFor(),
  );

  // Assigning with the keyboard alone.
  await tabTo(page, `Assign Task to ${INTERN.Name}`);
  await page.keyboard.press('Enter');
  await page.waitForURL(
    (url) => url.pathname === `/supervisorDashboard/assignTask/Achieng%20Atieno/${ids.intern}`,
  );
  await page.getByRole('heading', { level: 1, name: `Assign Task to ${INTERN.Name}` }).waitFor();
  await checkScreen(page, 'assign-task', () =>
    page.getByRole('button', { name: 'Assign Task' }).waitFor(),
  );
  await tabTo(page, 'Task');
  await page.keyboard.type('Write the report');
  await tabTo(page, 'Description');
  await page.keyboard.type('Two pages on the sprint.');
  await tabTo(page, 'Deadline');
  const [year, month, day] = inDays(5).split('-');
  await page.keyboard.type(`${month}${day}${year}`);
  await tabTo(page, 'Assign Task');
  await page.keyboard.press('Enter');
  await page.getByText('Task Assigned Successfully').waitFor();
  await page.waitForURL((url) => url.pathname === '/supervisorDashboard/assignedTasks');
  await smtp.waitFor(() =>
    smtp.to(INTERN.Email).some((mail) => mail.subject === 'New task: Write the report'),
  );
  const tasks = await api<{ id: number; Task: string; Deadline: string }[]>(
    app.server.url,
    'GET',
    '/Task',
    200,
    { token: await loginToken(app.server.url, SUPERVISOR.Email, SUPERVISOR.Password) },
  );
  const assigned = tasks.find((task) => task.Task === 'Write the report')!;
  expect(assigned.Deadline).toBe(inDays(5));

  await page.getByRole('heading', { level: 1, name: 'Interns' }).waitFor();
  await checkScreen(page, 'assigned-tasks', () =>
    page.getByRole('cell', { name: 'Write the report', exact: true }).waitFor(),
  );

  // The task page, then editing the task.
  await page.getByRole('link', { name: 'View Task Details of Write the report' }).click();
  await page.waitForURL(
    (url) => url.pathname === `/supervisorDashboard/taskDetails/${assigned.id}`,
  );
  await page.getByRole('heading', { level: 1, name: 'Write the report' }).waitFor();
  await page.getByText('Not completed').waitFor();
  expect(await page.getByRole('button', { name: /Rating/ }).count()).toBe(0);
  await checkScreen(page, 'task-details', () =>
    page.getByRole('heading', { name: 'Comments and Remarks' }).waitFor(),
  );
  await page.getByRole('link', { name: 'Edit Task' }).click();
  await page.waitForURL((url) => url.pathname.endsWith(`/taskDetails/${assigned.id}/edit`));
  await page.getByRole('heading', { level: 1, name: 'Edit Task' }).waitFor();
  await checkScreen(page, 'edit-task', () =>
    page.getByRole('button', { name: 'Save Changes' }).waitFor(),
  );
  await page.getByRole('textbox', { name: 'Task' }).fill('Write the weekly report');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Task Updated').waitFor();
  await page.getByRole('heading', { level: 1, name: 'Write the weekly report' }).waitFor();
  const supervisorToken = await loginToken(app.server.url, SUPERVISOR.Email, SUPERVISOR.Password);
  const edited = await api<{ task: { Task: string } }>(
    app.server.url,
    'GET',
    `/Task/${assigned.id}`,
    200,
    { token: supervisorToken },
  );
  expect(edited.task.Task).toBe('Write the weekly report');

  // The intern completes it (through the API); rating with the keyboard alone.
  const internToken = await loginToken(app.server.url, INTERN.Email, INTERN_PASSWORD);
  await api(app.server.url, 'PUT', `/Task/Status/${assigned.id}`, 200, { token: internToken });
  // Assigned Tasks counts it by the server and shows it among those to rate.
  await page.goto('/supervisorDashboard/assignedTasks');
  await page.getByRole('button', { name: 'Needs rating (1)' }).click();
  await page.getByRole('cell', { name: 'Write the weekly report', exact: true }).waitFor();
  await page.getByRole('link', { name: 'View Task Details of Write the weekly report' }).click();
  // The chip on the details page; the list's 'Needs rating (1)' may still show while it loads.
  await page.getByText('Needs rating', { exact: true }).waitFor();
  await tabTo(page, 'Add Rating');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Rating' });
  await dialog.waitFor();
  await tabTo(page, 'Rating: 0%');
  await page.keyboard.press('End');
  for (let presses = 0; presses < 15; presses += 1) await page.keyboard.press('ArrowLeft');
  await dialog.getByText('Rating: 85%').waitFor();
  await tabTo(page, 'Save Rating');
  await page.keyboard.press('Enter');
  await page.getByText('Rating added').waitFor();
  await page.getByRole('button', { name: 'Edit Rating' }).waitFor();
  await page.getByText('85%').waitFor();
  const rated = await api<{ task: { Rating: number } }>(
    app.server.url,
    'GET',
    `/Task/${assigned.id}`,
    200,
    { token: supervisorToken },
  );
  expect(rated.task.Rating).toBe(85);

  // A remark, then editing it in place.
  await page.getByRole('textbox', { name: 'Add Remarks' }).fill('Good work on the charts.');
  await page.getByRole('button', { name: 'Add Remarks' }).click();
  await page.getByText('Remark Added Successfully').waitFor();
  await page.getByText('Good work on the charts.').waitFor();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page
    .getByRole('textbox', { name: 'Edit remark' })
    .fill('Good work on the charts and tables.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Remark Updated Successfully').waitFor();
  await page.getByText('Good work on the charts and tables.').waitFor();
  expect(await page.getByRole('textbox', { name: 'Edit remark' }).count()).toBe(0);
  const remarked = await api<{ comment: { Comments: string; madeby: string }[] }>(
    app.server.url,
    'GET',
    `/Task/${assigned.id}`,
    200,
    { token: supervisorToken },
  );
  expect(remarked.comment).toEqual([
    expect.objectContaining({
      Comments: 'Good work on the charts and tables.',
      madeby: SUPERVISOR.Name,
    }),
  ]);

  // The intern's performance from My Interns.
  await page.getByRole('link', { name: 'My Interns' }).click();
  await page.getByRole('link', { name: `View performance of ${INTERN.Name}` }).click();
  await page.waitForURL(
    (url) => url.pathname === `/supervisorDashboard/performanceDetails/${ids.intern}`,
  );
  const ratings = page.getByRole('list', { name: 'Task ratings' });
  await ratings.getByText('85%').waitFor();
  await page.getByText('Overall Performance:').waitFor();
  await checkScreen(page, 'performance', () => ratings.waitFor());

  // The profile, its edit page and the reset page, from the user menu.
  await page.getByRole('button', { name: SUPERVISOR.Name }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await page.waitForURL((url) => url.pathname === '/supervisorDashboard/profile');
  // The menu fades out after the click; axe would see it half transparent.
  await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
  await page.getByRole('cell').filter({ hasText: SUPERVISOR.Email }).waitFor();
  await checkScreen(page, 'profile', () =>
    page.getByRole('link', { name: 'Edit Profile' }).waitFor(),
  );
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await page.waitForURL(
    (url) => url.pathname === `/supervisorDashboard/editProfile/${ids.supervisor}`,
  );
  await checkScreen(page, 'edit-profile', () =>
    page.getByRole('button', { name: 'Save Changes' }).waitFor(),
  );
  await page.getByRole('textbox', { name: 'Name' }).fill('Wanjiru N. Kamau');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Details Updated').waitFor();
  await page.waitForURL((url) => url.pathname === '/supervisorDashboard/profile');
  await page.getByRole('button', { name: 'Wanjiru N. Kamau' }).waitFor();

  await page.getByRole('button', { name: 'Wanjiru N. Kamau' }).click();
  await page.getByRole('menuitem', { name: 'Reset Password' }).click();
  await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
  await checkScreen(page, 'reset-password', () =>
    page.getByRole('button', { name: 'Request Password Reset' }).waitFor(),
  );
  expect(consoleErrors).toEqual([]);
  await page.context().close();
}, 180_000);

test("a supervisor opening another supervisor's task sees the server's refusal", async () => {
  const { page, consoleErrors } = await newPage(app.browser, app.server.url);
  await page.goto('/login');
  await logIn(page, SUPERVISOR.Email, SUPERVISOR.Password);
  await page.waitForURL((url) => url.pathname === '/supervisorDashboard');
  await page.goto(`/supervisorDashboard/taskDetails/${ids.othersTask}`);
  const dialog = page.getByRole('dialog', { name: 'Error' });
  await dialog.getByText('Could not get Task Details').waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.getByText('Could not get Task Details: This task is not yours.').waitFor();
  expect(await page.getByText("Otieno's own task").count()).toBe(0);
  // The browser logs the refused request itself; nothing else may go wrong.
  expect(consoleErrors.filter((text) => !text.includes('403'))).toEqual([]);
  await page.context().close();
});
