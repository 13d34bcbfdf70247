import type { Page } from 'playwright-core';
import { ADMIN, api, logIn, loginToken, today } from '../support/app';
import { activatedIntern as activatedInternAccount } from '../support/people';
import { checkAtBothWidths } from '../support/a11y';
import { newPage } from '../support/browser';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

// The intern portal against the real server: tasks set up through the API by an administrator
// and a supervisor, then the intern's whole round in the browser.

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));
afterAll(() => smtp.stop());

const PASSWORD = 'Intern-pass-42';
const INTERN = {
  Name: 'Achieng Atieno',
  Email: 'achieng@e2e.test',
  PhoneNumber: '+254722000222',
  Position: 'Engineering',
};
const OTHER = {
  Name: 'Baraka Mwangi',
  Email: 'baraka@e2e.test',
  PhoneNumber: '+254722000333',
  Position: 'Engineering',
};
const SUPERVISOR = { Name: 'Wanjiru Kamau', Email: 'wanjiru@e2e.test', Password: 'Super-pass-42' };

const ids = { intern: 0, supervisor: 0, soon: 0, otherIntern: 0 };
let supervisorToken = '';
let internToken = '';

function inDays(days: number): string {
  const [year, month, day] = today().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

async function activatedIntern(applicant: typeof INTERN, adminToken: string): Promise<number> {
  const url = app.server.url;
  await activatedInternAccount(url, applicant, PASSWORD, smtp);
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
    json: { InternID: id, SupervisorID: ids.supervisor },
  });
  return id;
}

async function assign(internId: number, Task: string, Deadline: string): Promise<number> {
  const { id } = await api<{ id: number }>(app.server.url, 'POST', '/Task', 201, {
    token: supervisorToken,
    json: { AssignedTo: internId, Task, TaskDescription: `Please do: ${Task}.`, Deadline },
  });
  return id;
}

beforeAll(async () => {
  const url = app.server.url;
  const adminToken = await loginToken(url, ADMIN.email, ADMIN.password);
  const { Positions } = await api<{ Positions: { id: number; Position: string }[] }>(
    url,
    'GET',
    '/Position',
    200,
  );
  const created = await api<{ id: number }>(url, 'POST', '/User', 201, {
    token: adminToken,
    json: {
      Name: SUPERVISOR.Name,
      Email: SUPERVISOR.Email,
      PhoneNumber: '+254722000444',
      Position: Positions[0].id,
      Role: 'SUP',
    },
  });
  ids.supervisor = created.id;
  await smtp.waitFor(() => smtp.to(SUPERVISOR.Email).length > 0);
  const token = smtp.to(SUPERVISOR.Email)[0].text?.match(/\/resetPassword\/([^\s/]+)/)?.[1];
  await api(url, 'POST', '/Reset', 200, { json: { token, password: SUPERVISOR.Password } });
  supervisorToken = await loginToken(url, SUPERVISOR.Email, SUPERVISOR.Password);

  ids.intern = await activatedIntern(INTERN, adminToken);
  ids.otherIntern = await activatedIntern(OTHER, adminToken);
  internToken = await loginToken(url, INTERN.Email, PASSWORD);
  // Assigned out of order: the grid puts what is due first.
  await assign(ids.intern, 'Write the weekly report', inDays(6));
  ids.soon = await assign(ids.intern, 'Fix the login bug', today());
  await assign(ids.intern, 'Review the API docs', inDays(1));
  await assign(ids.otherIntern, "Baraka's own task", inDays(3));
}, 60_000);

const cardTitles = (page: Page) =>
  page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
const card = (page: Page, name: string) => page.getByRole('article', { name });

const axeResults: Record<string, string[]> = {};

/** axe at 1280 and 360 px wide, with a screenshot of each; no violation at any impact. */
function checkScreen(page: Page, name: string, ready: () => Promise<unknown>) {
  return checkAtBothWidths(page, `intern-${name}`, ready, axeResults);
}

afterAll(() => {
  console.log(`axe violations by screen: ${JSON.stringify(axeResults, null, 1)}`);
});

test('an intern completes, comments, edits, sees the rating and the performance card', async () => {
  const { page, consoleErrors } = await newPage(app.browser, app.server.url, {
    bypassCSP: true,
    viewport: { width: 1280, height: 900 },
  });
  // A slow network: each page's live updates begin a second after its screens were read, so a
  // rating given meanwhile must still reach the card (the stream's first start asks again).
  await page.route('**/api/Notification/Stream/Ticket', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto('/login');
  await logIn(page, INTERN.Email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/internDashboard');
  await page.getByRole('heading', { name: 'My Tasks', exact: true }).waitFor();
  await card(page, 'Write the weekly report').waitFor();
  expect(await cardTitles(page)).toEqual([
    'Fix the login bug',
    'Review the API docs',
    'Write the weekly report',
  ]);
  await card(page, 'Fix the login bug').getByText('Due today').waitFor();
  await card(page, 'Review the API docs').getByText('Due tomorrow').waitFor();
  await checkScreen(page, 'tasks', () => card(page, 'Fix the login bug').waitFor());

  // Keyboard alone: Tab to the first card's checkbox, tick it with Space.
  const target = 'Completed: Fix the login bug';
  for (let presses = 0; presses < 40; presses += 1) {
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    if (focused === target) break;
    await page.keyboard.press('Tab');
  }
  const completed = page.waitForResponse((r) => r.url().endsWith(`/api/Task/Status/${ids.soon}`));
  await page.keyboard.press('Space');
  expect((await completed).status()).toBe(200);
  const doneCard = card(page, 'Fix the login bug');
  await doneCard.getByText('Not rated').waitFor();
  expect(await doneCard.getByRole('checkbox').isChecked()).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
    target,
  );
  const mine = await api<{ Tasks: { id: number; Status: string }[] }>(
    app.server.url,
    'GET',
    '/Task',
    200,
    { token: internToken },
  );
  expect(mine.Tasks.find((task) => task.id === ids.soon)?.Status).toBe('Completed');
  // Completed tasks go after the open ones; the filter hides them.
  expect((await cardTitles(page))[2]).toBe('Fix the login bug');
  await page.getByRole('button', { name: 'Open tasks (2)' }).click();
  await doneCard.waitFor({ state: 'detached' });
  expect(await cardTitles(page)).toEqual(['Review the API docs', 'Write the weekly report']);
  await page.getByRole('button', { name: 'All tasks (3)' }).click();
  await doneCard.waitFor();

  // The task page: comment, then edit the comment in place.
  await doneCard.getByRole('link', { name: 'View More' }).click();
  await page.waitForURL((url) => url.pathname === `/internDashboard/tasks/${ids.soon}`);
  await page.getByRole('heading', { level: 1, name: 'Fix the login bug' }).waitFor();
  await page
    .getByRole('row')
    .filter({ hasText: 'Assigned by' })
    .getByText(SUPERVISOR.Name)
    .waitFor();
  await page.getByRole('textbox', { name: 'Add a comment' }).fill('The fix is merged.');
  await page.getByRole('button', { name: 'Add Comment' }).click();
  await page.getByText('Comment Added Successfully').waitFor();
  await page.getByText('The fix is merged.').waitFor();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Edit comment' }).fill('The fix is merged and deployed.');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Comment Updated Successfully').waitFor();
  await page.getByText('The fix is merged and deployed.').waitFor();
  expect(await page.getByRole('textbox', { name: 'Edit comment' }).count()).toBe(0);
  const detail = await api<{ comment: { Comments: string; madeby: string }[] }>(
    app.server.url,
    'GET',
    `/Task/${ids.soon}`,
    200,
    { token: internToken },
  );
  expect(detail.comment).toEqual([
    expect.objectContaining({ Comments: 'The fix is merged and deployed.', madeby: INTERN.Name }),
  ]);
  await checkScreen(page, 'task-details', () =>
    page.getByRole('heading', { name: 'Comments and Remarks' }).waitFor(),
  );

  // Back on My Tasks, the supervisor rates it and adds a remark (through the API): the card
  // shows both without a reload. (On the open task page the remark would show at once, seen.)
  await page.goto('/internDashboard');
  await doneCard.waitFor();
  await api(app.server.url, 'POST', `/Supervisor/Task/Rate/${ids.soon}`, 200, {
    token: supervisorToken,
    json: { rating: 80 },
  });
  await api(app.server.url, 'POST', '/Comment', 200, {
    token: supervisorToken,
    json: { Taskid: ids.soon, Intern_comment: 'Well done.', Userid: ids.supervisor },
  });
  await doneCard.getByText('80%').waitFor();
  await doneCard.getByText('New remark').waitFor();
  await doneCard.getByRole('link', { name: 'View More' }).click();
  const remark = page.getByRole('listitem').filter({ hasText: 'Well done.' });
  await remark.getByText('New', { exact: true }).waitFor();
  expect(await remark.getByRole('button', { name: 'Edit' }).count()).toBe(0);
  await page.getByRole('link', { name: 'Back to My Tasks' }).click();
  await doneCard.getByText('80%').waitFor();
  expect(await doneCard.getByText('New remark').count()).toBe(0);

  // The performance card and the profile card, from the user menu.
  await page.getByRole('button', { name: INTERN.Name }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await page.waitForURL((url) => url.pathname === '/internDashboard/profile');
  const ratings = page.getByRole('list', { name: 'Task ratings' });
  await ratings.getByText('80%').waitFor();
  expect(await ratings.getByText('Not completed').count()).toBe(2);
  await page.getByText('Overall Performance:').waitFor();
  await page.getByRole('cell').filter({ hasText: SUPERVISOR.Name }).waitFor();
  await checkScreen(page, 'profile', () =>
    page.getByRole('link', { name: 'Edit Profile' }).waitFor(),
  );

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await page.waitForURL((url) => url.pathname === `/internDashboard/editProfile/${ids.intern}`);
  await checkScreen(page, 'edit-profile', () =>
    page.getByRole('button', { name: 'Save Changes' }).waitFor(),
  );
  await page.getByRole('textbox', { name: 'Name' }).fill('Achieng A. Atieno');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Details Updated').waitFor();
  await page.waitForURL((url) => url.pathname === '/internDashboard/profile');
  await page.getByRole('button', { name: 'Achieng A. Atieno' }).waitFor();

  await page.goto('/internDashboard/resetPassword');
  await checkScreen(page, 'reset-password', () =>
    page.getByRole('button', { name: 'Request Password Reset' }).waitFor(),
  );
  expect(consoleErrors).toEqual([]);
  await page.context().close();
}, 120_000);

test("an intern opening another intern's task sees the server's refusal", async () => {
  const { page, consoleErrors } = await newPage(app.browser, app.server.url);
  await page.goto('/login');
  await logIn(page, OTHER.Email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/internDashboard');
  await card(page, "Baraka's own task").waitFor();
  await page.goto(`/internDashboard/tasks/${ids.soon}`);
  const dialog = page.getByRole('dialog', { name: 'Error' });
  await dialog.getByText('Could not get Task Details').waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.getByText('This task is not yours.').waitFor();
  expect(await page.getByText('Fix the login bug').count()).toBe(0);
  // The browser logs the refused request itself; nothing else may go wrong.
  expect(consoleErrors.filter((text) => !text.includes('403'))).toEqual([]);
  await page.context().close();
});
