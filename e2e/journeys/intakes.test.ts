import type { Page } from 'playwright-core';
import { horizontalOverflow, runAxe, screenshot } from '../support/a11y';
import { ADMIN, api, logIn, pdf } from '../support/app';
import { newPage } from '../support/browser';
import { applyOnLanding, inDays, sees } from '../support/journey-steps';
import { useRunningApp } from '../support/running-app';

// Issue 49, first slice: an administrator creates an intake on the Intakes screen; a visitor
// applies inside its window on the landing page; outside it (a position it does not offer, then
// the window closed by an edit) the landing page says so and POST /Apply is refused with a 422.
// The admin's Applications table then shows the application under its intake.

const app = useRunningApp({ RATE_LIMITS: 'off' });

const INTAKE = 'January 2027 intake';
const CLOSED = 'Applications for this position are closed: no intake open today offers it.';

const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

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

async function fillDates(page: Page, dates: [label: string, value: string][]) {
  const dialog = page.getByRole('dialog');
  for (const [label, value] of dates) {
    await dialog.getByLabel(label, { exact: false }).fill(value);
  }
}

/** POST /api/Apply as a visitor, for a position id; answers the status and body. */
async function applyFor(position: number, email: string) {
  const form = new FormData();
  form.set('Name', 'Outside Window');
  form.set('Email', email);
  form.set('PhoneNumber', '+254722000444');
  form.set('Position', String(position));
  const file = (name: string) => new Blob([new Uint8Array(pdf(name))], { type: 'application/pdf' });
  form.set('Cv', file('Curriculum vitae'), 'cv.pdf');
  form.set('AttachmentLetter', file('University letter'), 'letter.pdf');
  const response = await fetch(`${app.server.url}/api/Apply`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function positionId(name: string) {
  const { Positions } = await api<{ Positions: { id: number; Position: string }[] }>(
    app.server.url,
    'GET',
    '/Position',
    200,
  );
  return Positions.find((position) => position.Position === name)!.id;
}

test('an intake is created; a visitor applies inside its window and is refused outside it', async () => {
  const { page: admin, consoleErrors } = await adminPage();
  await admin.getByRole('link', { name: 'Intakes' }).click();
  await admin.getByRole('heading', { level: 1, name: 'Intakes' }).waitFor();
  await admin.getByText('No data available').waitFor();

  await admin.getByRole('button', { name: 'Add Intake' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Intake' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(INTAKE);
  await fillDates(admin, [
    ['Applications open', inDays(-1)],
    ['Applications close', inDays(7)],
    ['Internship starts', inDays(30)],
    ['Internship ends', inDays(120)],
  ]);
  await dialog.getByRole('checkbox', { name: 'Engineering' }).check();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await sees(admin, 'New Intake Added');
  await admin.getByRole('cell', { name: INTAKE, exact: true }).waitFor();
  await admin.getByRole('cell', { name: 'Open', exact: true }).waitFor();

  // Inside the window: the landing page offers Engineering only and says when it closes.
  const { page: visitor, consoleErrors: visitorErrors } = await newPage(
    app.browser,
    app.server.url,
  );
  await visitor.goto('/');
  await sees(visitor, `${INTAKE}: applications close on ${longDate(inDays(7))}.`);
  const select = visitor.getByRole('combobox', { name: 'What are you interested in?' });
  await select.locator('option', { hasText: 'Engineering' }).waitFor({ state: 'attached' });
  expect(await select.locator('option').allTextContents()).toEqual([
    'Select a choice',
    'Engineering',
  ]);
  await applyOnLanding(
    visitor,
    { Name: 'Amani Njeri', Email: 'amani@e2e.test', Phone: '722000111' },
    'Engineering',
  );

  // The admin's Applications table filters by intake: Amani applied in this one.
  await admin.getByRole('link', { name: 'Applications' }).click();
  await admin.getByRole('cell', { name: 'Amani Njeri', exact: true }).waitFor();
  const intake = admin.getByRole('combobox', { name: 'Intake' });
  await intake.selectOption({ label: 'No intake' });
  await admin.getByText('No data available').waitFor();
  await intake.selectOption({ label: INTAKE });
  await admin.getByRole('cell', { name: 'Amani Njeri', exact: true }).waitFor();
  await admin.getByRole('link', { name: 'Intakes' }).click();
  await admin.getByRole('cell', { name: INTAKE, exact: true }).waitFor();

  // A position the open intake does not offer: refused.
  const advisory = await applyFor(await positionId('Advisory'), 'advisory@e2e.test');
  expect(advisory).toEqual({
    status: 422,
    body: { message: CLOSED, errors: { Position: [CLOSED] } },
  });

  // The administrator closes the window (it ended yesterday): nothing is open any more.
  await admin.getByRole('button', { name: `Edit ${INTAKE}` }).click();
  const edit = admin.getByRole('dialog', { name: 'Edit Intake' });
  await edit.getByRole('textbox', { name: 'Name' }).waitFor();
  await fillDates(admin, [
    ['Applications open', inDays(-10)],
    ['Applications close', inDays(-1)],
  ]);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await sees(admin, 'Intake Updated Successfully');
  await admin.getByRole('cell', { name: 'Closed', exact: true }).waitFor();

  await visitor.goto('/');
  await sees(visitor, 'Applications are closed: no intake is open at the moment.');
  expect(await visitor.getByRole('button', { name: 'Submit Application' }).count()).toBe(0);
  const engineering = await applyFor(await positionId('Engineering'), 'late@e2e.test');
  expect(engineering.status).toBe(422);
  expect(engineering.body.message).toBe(CLOSED);

  expect(consoleErrors).toEqual([]);
  expect(visitorErrors).toEqual([]);
  await admin.context().close();
  await visitor.context().close();
}, 120_000);

test.each([1280, 360])(
  'the Intakes screen and its modal at %i px: no axe violation at any impact, no sideways scroll',
  async (width) => {
    const { page, consoleErrors } = await adminPage(width);
    await page.goto('/adminDashboard/intakes');
    await page.getByRole('heading', { level: 1, name: 'Intakes' }).waitFor();
    await page.getByRole('cell', { name: INTAKE, exact: true }).waitFor();
    for (const [name, open] of [
      ['list', async () => undefined],
      ['add', () => page.getByRole('button', { name: 'Add Intake' }).click()],
    ] as const) {
      await open();
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      const summary = await runAxe(page);
      expect({ name, violations: summary.violations }).toEqual({
        name,
        violations: [],
      });
      expect({ name, overflow: await horizontalOverflow(page) }).toEqual({ name, overflow: 0 });
      await screenshot(page, `admin-intakes-${name}-${width}`);
    }
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  },
  120_000,
);
