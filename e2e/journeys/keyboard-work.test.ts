import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { api } from '../support/app';
import { newPage } from '../support/browser';
import { inDays, monday, sees } from '../support/journey-steps';
import {
  arrowTo,
  fileChoosers,
  focusNotLost,
  focusCameBack,
  landsOn,
  opensDialog,
  reach,
  signInByKeyboard,
  tabTo,
} from '../support/keyboard';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';
import { weekPayload, workInProgress } from '../support/work-setup';

// Issue 88: each role's daily work with the keyboard alone (Tab, Shift+Tab, Enter, Space,
// Escape, arrows): no click, no element.focus(), no address typed after the login page. Each
// signs in by keyboard too. Every Tab stop is checked for a fixed bar covering it; each route
// change lands on the new page's heading with its title; each dialog takes the focus and
// gives it back. The data they start from is made through the API (support/work-setup.ts).

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));
afterAll(() => smtp.stop());

const INTERN = {
  Name: 'Zawadi Keyboard',
  Email: 'zawadi@e2e.test',
  PhoneNumber: '+254722000880',
  Position: 'Engineering',
  Password: 'Intern-pass-88',
};
const SUPERVISOR = {
  Name: 'Tabitha Mentor',
  Email: 'tabitha@e2e.test',
  Password: 'Mentor-pass-88',
};
const LECTURER = {
  Name: 'Dr Amani Keys',
  Email: 'amani@uni.e2e.test',
  Password: 'Lecturer-pass-88',
};
const WEEKS = { signed: monday(3), toReview: monday(2), toWrite: monday(1) };
const TASKS = { toComplete: 'Fix the date picker', toRate: 'Write the release notes' };
const ABSENT_DAY = monday(-1);
const REMARK = 'Say which database you worked on.';
let internToken = '';

const shown = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.parse(`${date}T00:00:00Z`),
  );
/** A native date field in en-US takes the date typed as month, day, year. */
const typed = (date: string) => date.replace(/^(\d+)-(\d+)-(\d+)$/, '$2$3$1');

beforeAll(async () => {
  const people = { intern: INTERN, supervisor: SUPERVISOR, lecturer: LECTURER };
  ({ internToken } = await workInProgress(app.server.url, smtp, people, WEEKS, TASKS));
}, 90_000);

async function signedIn(person: { Email: string; Password: string }, heading: string) {
  const opened = await newPage(app.browser, app.server.url, {
    bypassCSP: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  await signInByKeyboard(opened.page, person.Email, person.Password);
  await landsOn(opened.page, heading);
  return opened;
}

/** Shift+Tab back to a link of the sidebar, Enter: the page's heading has the focus. */
async function viaSidebar(page: Page, link: string) {
  await tabTo(page, link, true);
  await page.keyboard.press('Enter');
  await landsOn(page, link);
}

test('a supervisor assigns and rates a task, returns and signs a week', async () => {
  const { page, consoleErrors } = await signedIn(SUPERVISOR, 'My Interns');
  await tabTo(page, `Assign Task to ${INTERN.Name}`);
  await page.keyboard.press('Enter');
  await landsOn(page, `Assign Task to ${INTERN.Name}`);
  await tabTo(page, 'Task');
  await page.keyboard.type('Document the API');
  await tabTo(page, 'Description');
  await page.keyboard.type('Every route of the tasks.');
  await tabTo(page, 'Deadline');
  await page.keyboard.type(typed(inDays(5)));
  await tabTo(page, 'Assign Task');
  await page.keyboard.press('Enter');
  await sees(page, 'Task Assigned Successfully');
  await landsOn(page, 'Interns');

  // The filter is one Tab stop; the arrows move along its choices (MUI's roving focus).
  await tabTo(page, 'All tasks (3)');
  await arrowTo(page, 'Needs rating (1)');
  await page.keyboard.press('Space');
  await tabTo(page, `View Task Details of ${TASKS.toRate}`);
  await page.keyboard.press('Enter');
  await landsOn(page, TASKS.toRate);
  await tabTo(page, 'Add Rating');
  // Escape closes the dialog unsaved; the focus is back on the button.
  await opensDialog(page);
  await page.keyboard.press('Escape');
  await focusCameBack(page);
  await opensDialog(page);
  await reach(page, 'Rating: 0%');
  for (let presses = 0; presses < 80; presses += 1) await page.keyboard.press('ArrowRight');
  await page.getByRole('dialog').getByText('Rating: 80%').waitFor();
  await tabTo(page, 'Save Rating');
  await page.keyboard.press('Enter');
  await sees(page, 'Rating added');
  await focusCameBack(page);

  await viaSidebar(page, 'Logbooks');
  await tabTo(page, new RegExp(`^Open ${INTERN.Name}, `));
  await page.keyboard.press('Enter');
  await landsOn(page, `Week of ${shown(WEEKS.toReview)}`);
  await tabTo(page, 'Return');
  await opensDialog(page);
  await page.keyboard.type(REMARK);
  await tabTo(page, 'Return');
  await page.keyboard.press('Enter');
  await sees(page, 'Entry returned');
  // Returned, the week leaves the list's page: the focus is on the list's heading.
  await landsOn(page, 'Logbooks');

  // The intern corrects the week (through the API); the supervisor signs it.
  await api(app.server.url, 'POST', `/Intern/Logbook/${WEEKS.toReview}/Submit`, 200, {
    token: internToken,
    json: weekPayload('Wrote migrations for PostgreSQL.'),
  });
  // The list hears of the week sent again (live updates) without a reload.
  await page.getByRole('link', { name: new RegExp(`^Open ${INTERN.Name}, `) }).waitFor();
  await tabTo(page, new RegExp(`^Open ${INTERN.Name}, `));
  await page.keyboard.press('Enter');
  await landsOn(page, `Week of ${shown(WEEKS.toReview)}`);
  await sees(page, 'Wrote migrations for PostgreSQL.');
  await tabTo(page, 'Sign');
  await page.keyboard.press('Enter');
  await sees(page, 'Entry signed');
  await landsOn(page, 'Logbooks');
  expect(consoleErrors).toEqual([]);
  await page.context().close();
}, 180_000);

test('an intern completes a task with a comment, submits a week with a photo, asks for an absence', async () => {
  const { page, consoleErrors } = await signedIn(INTERN, 'My Tasks');
  const choosers = fileChoosers(page);
  await tabTo(page, `Completed: ${TASKS.toComplete}`);
  await page.keyboard.press('Space');
  await page
    .getByRole('checkbox', { name: `Completed: ${TASKS.toComplete}`, checked: true })
    .waitFor();
  await focusNotLost(page);
  await tabTo(page, 'View More');
  await page.keyboard.press('Enter');
  await landsOn(page, TASKS.toComplete);
  await tabTo(page, 'Add a comment');
  await page.keyboard.type('The picker takes typed dates now.');
  await tabTo(page, 'Add Comment');
  await page.keyboard.press('Enter');
  await sees(page, 'Comment Added Successfully');

  await viaSidebar(page, 'Logbook');
  await tabTo(page, `Open week of ${shown(WEEKS.toWrite)}`);
  await page.keyboard.press('Enter');
  await landsOn(page, `Week of ${shown(WEEKS.toWrite)}`);
  for (let day = 0; day < 5; day += 1) {
    await tabTo(page, 'Present');
    await page.keyboard.press('Space');
  }
  await tabTo(page, 'Activities');
  await page.keyboard.type('Fixed the date picker.');
  await tabTo(page, 'What I learned');
  await page.keyboard.type('How a native date field reads typing.');
  await tabTo(page, 'Hours');
  await page.keyboard.type('38');
  await tabTo(page, 'Add a photo or file');
  const chooser = choosers.next();
  await page.keyboard.press('Enter');
  const photo = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#2e7d5b' },
  })
    .jpeg()
    .toBuffer();
  await (await chooser).setFiles({ name: 'desk.jpg', mimeType: 'image/jpeg', buffer: photo });
  await sees(page, 'File added');
  await focusNotLost(page);
  await page.getByRole('img', { name: 'desk.jpg' }).waitFor();
  await tabTo(page, 'Submit for review');
  await page.keyboard.press('Enter');
  await sees(page, 'Submitted for review');

  await viaSidebar(page, 'Logbook');
  await tabTo(page, 'Request Absence');
  await page.keyboard.press('Enter');
  await landsOn(page, 'Request Absence');
  await tabTo(page, 'First day');
  await page.keyboard.type(typed(ABSENT_DAY));
  await tabTo(page, 'Last day');
  await page.keyboard.type(typed(ABSENT_DAY));
  await tabTo(page, 'Reason');
  await page.keyboard.press('ArrowDown');
  await tabTo(page, 'Note');
  await page.keyboard.type('A family wedding.');
  await tabTo(page, 'Request');
  await page.keyboard.press('Enter');
  await sees(page, 'Absence requested');
  expect(consoleErrors).toEqual([]);
  await page.context().close();
}, 180_000);

test('an academic supervisor countersigns a week and records a visit', async () => {
  const { page, consoleErrors } = await signedIn(LECTURER, 'My students');
  await tabTo(page, INTERN.Name);
  await page.keyboard.press('Enter');
  await landsOn(page, INTERN.Name);
  await tabTo(page, /^Countersign the week of /);
  await opensDialog(page);
  await page.keyboard.press('Escape');
  await focusCameBack(page);
  await opensDialog(page);
  await reach(page, 'Countersign');
  await page.keyboard.press('Enter');
  await sees(page, 'Week countersigned');
  await focusNotLost(page);

  await tabTo(page, 'Date of the visit');
  await page.keyboard.type(typed(inDays(-1)));
  await tabTo(page, 'Who you met');
  await page.keyboard.type(SUPERVISOR.Name);
  await tabTo(page, 'Assessment');
  await page.keyboard.type('Keeps clear notes.');
  await tabTo(page, 'Record the visit');
  await page.keyboard.press('Enter');
  await sees(page, 'Visit recorded');
  expect(consoleErrors).toEqual([]);
  await page.context().close();
}, 180_000);
