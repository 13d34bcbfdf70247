import type { Page } from 'playwright-core';
import { horizontalOverflow, runAxe, screenshot } from '../support/a11y';
import { ADMIN, api, applyThroughApi, logIn, loginToken } from '../support/app';
import { activatedIntern, invitedSupervisor } from '../support/people';
import { newPage, openInApp } from '../support/browser';
import { pickPerson } from '../support/journey-steps';
import { tabTo } from '../support/focus';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

// The admin portal's people and positions against the real server and a real SMTP receiver:
// a supervisor added (invitation received), edited, assigned to an intern and deleted; the
// positions table by keyboard alone; every admin screen through axe at 1280 and 360 px.

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
const APPLICANT = {
  Name: 'Baraka Otieno',
  Email: 'baraka@e2e.test',
  PhoneNumber: '+254722000333',
  Position: 'Advisory',
};
const SUPERVISOR = { Name: 'Wanjiru Kamau', Email: 'wanjiru@e2e.test' };

interface Person {
  user_id: number;
  Name: string;
  Email: string;
  Position: string | null;
  Supervisor: { Name: string } | null;
}

const ids = { intern: 0, internApplication: 0, applicant: 0 };
let adminToken = '';

const list = async (path: string, key: string) =>
  (await api<Record<string, Person[]>>(app.server.url, 'GET', path, 200, { token: adminToken }))[
    key
  ];
const supervisors = () => list('/Admin/User/Supervisors', 'Supervisors');
const interns = () => list('/Admin/User/Interns', 'Interns');
const positions = async () =>
  (
    await api<{ Positions: { id: number; Position: string }[] }>(
      app.server.url,
      'GET',
      '/Position',
      200,
    )
  ).Positions;

beforeAll(async () => {
  const url = app.server.url;
  adminToken = await loginToken(url, ADMIN.email, ADMIN.password);
  ids.internApplication = await activatedIntern(url, INTERN, 'Intern-pass-42', smtp);
  ids.intern = (await interns()).find((intern) => intern.Email === INTERN.Email)!.user_id;
  ids.applicant = await applyThroughApi(url, APPLICANT);
}, 60_000);

async function adminPage(width = 1280) {
  const opened = await newPage(app.browser, app.server.url, {
    bypassCSP: true,
    locale: 'en-US',
    viewport: { width, height: 900 },
  });
  await opened.page.goto('/login');
  await logIn(opened.page, ADMIN.email, ADMIN.password);
  await opened.page.waitForURL((url) => url.pathname === '/adminDashboard');
  return opened;
}

test('an administrator adds, edits, assigns and deletes a supervisor', async () => {
  const { page, consoleErrors } = await adminPage();

  await page.getByRole('link', { name: 'Supervisors' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Supervisors' }).waitFor();
  await page.getByRole('link', { name: 'Add Supervisor' }).click();
  await page.getByRole('heading', { level: 1, name: 'Add New Supervisor' }).waitFor();
  await page.getByRole('textbox', { name: 'Name' }).fill(SUPERVISOR.Name);
  await page.getByRole('textbox', { name: 'Email' }).fill(SUPERVISOR.Email);
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.focus();
  await phone.press('End');
  await phone.pressSequentially('722000444');
  await page.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'Engineering' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByText('Supervisor Created').waitFor();
  await page.waitForURL((url) => url.pathname === '/adminDashboard/supervisors');
  await page.getByRole('cell', { name: SUPERVISOR.Name, exact: true }).waitFor();

  // The invitation of decisions.md §3 reaches the receiver with its set-password link.
  await smtp.waitFor(() => smtp.to(SUPERVISOR.Email).length > 0);
  expect(smtp.to(SUPERVISOR.Email)[0].text).toMatch(/\/resetPassword\/[^\s/]+/);
  const created = (await supervisors()).find((row) => row.Email === SUPERVISOR.Email)!;
  expect(created).toMatchObject({ Name: SUPERVISOR.Name, Position: 'Engineering' });

  // Edit: a new name and department.
  await page.getByRole('link', { name: `Edit ${SUPERVISOR.Name}` }).click();
  await page.getByRole('heading', { level: 1, name: 'Edit Supervisor Details' }).waitFor();
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('Wanjiru Njeri');
  await page.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'Technology' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Details Updated').waitFor();
  await page.waitForURL((url) => url.pathname === '/adminDashboard/supervisors');
  await page.getByRole('cell', { name: 'Wanjiru Njeri', exact: true }).waitFor();
  expect((await supervisors()).find((row) => row.user_id === created.user_id)).toMatchObject({
    Name: 'Wanjiru Njeri',
    Position: 'Technology',
  });

  // Assign the supervisor to the intern, and see it in the interns list.
  await page.getByRole('link', { name: 'Interns' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Interns' }).waitFor();
  await page.getByRole('link', { name: 'Assign Supervisor' }).click();
  await page.getByRole('heading', { level: 1, name: 'Assign Supervisor to Intern' }).waitFor();
  await pickPerson(page, 'Intern', INTERN.Name);
  await pickPerson(page, 'Supervisor', 'Wanjiru Njeri', 'Wanjiru Njeri, Technology');
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await page.getByText('Supervisor Assigned').waitFor();
  await page.waitForURL((url) => url.pathname === '/adminDashboard/interns');
  const internRow = page.getByRole('row').filter({ hasText: INTERN.Name });
  await internRow.getByRole('cell', { name: 'Wanjiru Njeri', exact: true }).waitFor();
  expect((await interns()).find((row) => row.user_id === ids.intern)?.Supervisor?.Name).toBe(
    'Wanjiru Njeri',
  );

  // Delete the supervisor: the intern becomes unassigned.
  await page.getByRole('link', { name: 'Supervisors' }).first().click();
  await page.getByRole('button', { name: 'Delete Wanjiru Njeri' }).click();
  const question = page.getByRole('dialog', { name: 'Are you sure?' });
  await question.getByText('Are you sure you want to delete this supervisor?').waitFor();
  await question.getByRole('button', { name: 'Yes' }).click();
  await page.getByText('Supervisor Deleted').waitFor();
  await page
    .getByRole('cell', { name: 'Wanjiru Njeri', exact: true })
    .waitFor({ state: 'detached' });
  expect((await supervisors()).some((row) => row.user_id === created.user_id)).toBe(false);
  expect((await interns()).find((row) => row.user_id === ids.intern)?.Supervisor).toBeNull();

  expect(consoleErrors).toEqual([]);
  await page.context().close();
}, 120_000);

test('a directory connected on Directory sync deactivates a supervisor: their open page signs out at once', async () => {
  const url = app.server.url;
  const leaver = {
    Name: 'Otieno Kiprono',
    Email: 'otieno.leaver@e2e.test',
    Password: 'Leaver-pass-42',
  };
  const { id } = await invitedSupervisor(url, smtp, leaver);
  const there = await newPage(app.browser, url, { locale: 'en-US' });
  await there.page.goto('/login');
  await logIn(there.page, leaver.Email, leaver.Password);
  await there.page.waitForURL((address) => address.pathname === '/supervisorDashboard');
  await there.page.getByRole('heading', { level: 1 }).waitFor();

  // The administrator connects the directory on the screen, and copies its token once.
  const { page, consoleErrors } = await adminPage();
  await openInApp(page, '/adminDashboard/directorySync');
  await page.getByRole('textbox', { name: 'Name' }).fill('Contoso Entra ID');
  await page.getByRole('button', { name: 'Connect' }).click();
  const token = await page.getByRole('textbox', { name: 'Token' }).inputValue();
  expect(token.length).toBeGreaterThan(30);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('textbox', { name: 'Token' }).count()).resolves.toBe(0);

  // The directory, as Entra ID sends it, deactivates the supervisor.
  const started = Date.now();
  const answer = await fetch(`${url}/scim/v2/Users/${id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
    body: JSON.stringify({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    }),
  });
  expect(answer.status).toBe(200);
  await there.page.waitForURL((address) => address.pathname === '/login');
  console.log(
    `the deactivated supervisor's open page showed the login after ${Date.now() - started} ms`,
  );
  expect(await there.page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();

  // Directory sync counts it, and Recent changes names the person and the directory.
  await page.reload();
  const changes = page.getByRole('table', { name: 'Recent changes' });
  await changes
    .getByRole('row', { name: /Otieno Kiprono/ })
    .first()
    .waitFor();
  expect(consoleErrors).toEqual([]);
  await page.context().close();
  await there.page.context().close();
});

test('the positions table by keyboard alone: add, edit, delete, and a position in use', async () => {
  const { page, consoleErrors } = await adminPage();
  await page.goto('/adminDashboard/positions');
  await page.getByRole('cell', { name: 'Engineering', exact: true }).waitFor();

  await tabTo(page, 'New Position');
  await page.keyboard.type('Design');
  await tabTo(page, 'Add Position');
  await page.keyboard.press('Enter');
  await page.getByText('New Position Added').waitFor();
  await page.getByRole('cell', { name: 'Design', exact: true }).waitFor();
  const design = (await positions()).find((row) => row.Position === 'Design')!;
  expect(design).toBeDefined();

  await tabTo(page, 'Edit Design');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Position' });
  await dialog.getByRole('textbox', { name: 'Position' }).waitFor();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Design Studio');
  await tabTo(page, 'Save Changes');
  await page.keyboard.press('Enter');
  await page.getByText('Position Updated Successfully').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('cell', { name: 'Design Studio', exact: true }).waitFor();
  expect((await positions()).find((row) => row.id === design.id)?.Position).toBe('Design Studio');

  await tabTo(page, 'Delete Design Studio');
  await page.keyboard.press('Enter');
  await page.getByText('Are you sure you want to delete this position?').waitFor();
  await tabTo(page, 'Yes');
  await page.keyboard.press('Enter');
  await page.getByText('Position Deleted').waitFor();
  await page
    .getByRole('cell', { name: 'Design Studio', exact: true })
    .waitFor({ state: 'detached' });
  expect((await positions()).some((row) => row.id === design.id)).toBe(false);

  // Engineering is the intern's: the 409 says why it stays.
  await page.getByRole('button', { name: 'Delete Engineering' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  const error = page.getByRole('dialog', { name: 'Error' });
  await error.getByText('Could not delete Position').waitFor();
  await error.getByText(/This position is in use by/).waitFor();
  expect((await positions()).some((row) => row.Position === 'Engineering')).toBe(true);

  // The browser reports the refused request itself; nothing else may appear.
  expect(consoleErrors.filter((text) => !text.includes('409'))).toEqual([]);
  await page.context().close();
}, 120_000);

const axeResults: Record<string, string[]> = {};
afterAll(() => {
  console.log(`axe violations by admin screen: ${JSON.stringify(axeResults, null, 1)}`);
});

interface Screen {
  name: string;
  path: () => string;
  ready: (page: Page) => Promise<unknown>;
}

const heading = (title: string) => (page: Page) =>
  page.getByRole('heading', { level: 1, name: title }).waitFor();

// The admin's lists (dashboard, applications, selected applicants, supervisors, interns,
// positions, intakes) are checked the same way, full of the demo's rows, by the demo tour.
const SCREENS: Screen[] = [
  {
    name: 'schedule-interview',
    path: () => `/adminDashboard/applications/${ids.applicant}/scheduleInterview`,
    ready: (page) => page.getByText(`${APPLICANT.Name}, ${APPLICANT.Position}`).waitFor(),
  },
  {
    name: 'interview-details',
    path: () => `/adminDashboard/interviewDetails/viewDetails/${ids.internApplication}`,
    ready: (page) => page.getByText(INTERN.Email).first().waitFor(),
  },
  {
    name: 'directory-sync',
    path: () => '/adminDashboard/directorySync',
    ready: heading('Directory sync'),
  },
  {
    name: 'supervisor-add',
    path: () => '/adminDashboard/supervisors/add',
    ready: heading('Add New Supervisor'),
  },
  {
    name: 'intern-edit',
    path: () => `/adminDashboard/interns/${ids.intern}/edit`,
    ready: (page) => page.getByRole('button', { name: 'Save Changes' }).waitFor(),
  },
  {
    name: 'assign-supervisor',
    path: () => '/adminDashboard/assignSupervisor',
    ready: heading('Assign Supervisor to Intern'),
  },
  {
    name: 'performance',
    path: () => `/adminDashboard/performanceDetails/${ids.intern}`,
    ready: (page) => page.getByText('Overall Performance:').waitFor(),
  },
  {
    name: 'profile',
    path: () => '/adminDashboard/profile',
    ready: (page) => page.getByRole('link', { name: 'Edit Profile' }).waitFor(),
  },
  {
    name: 'edit-profile',
    path: () => '/adminDashboard/editProfile/1',
    ready: (page) => page.getByRole('button', { name: 'Save Changes' }).waitFor(),
  },
  {
    name: 'reset-password',
    path: () => '/adminDashboard/resetPassword',
    ready: (page) => page.getByRole('button', { name: 'Request Password Reset' }).waitFor(),
  },
  {
    name: 'undelivered-mail',
    path: () => '/adminDashboard/mail',
    ready: heading('Undelivered E-mails'),
  },
];

test.each([1280, 360])(
  'every admin screen at %i px: no axe violation at any impact, no sideways scroll',
  async (width) => {
    const { page, consoleErrors } = await adminPage(width);
    for (const screen of SCREENS) {
      await openInApp(page, screen.path());
      await screen.ready(page);
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      const summary = await runAxe(page);
      axeResults[`${screen.name}@${width}`] = summary.violations.map(
        (violation) => `${violation.impact} ${violation.id} ${violation.nodes.join(', ')}`,
      );
      expect({ screen: screen.name, violations: summary.violations }).toEqual({
        screen: screen.name,
        violations: [],
      });
      expect({ screen: screen.name, overflow: await horizontalOverflow(page) }).toEqual({
        screen: screen.name,
        overflow: 0,
      });
      await screenshot(page, `admin-${screen.name}-${width}`);
    }
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  },
  180_000,
);
