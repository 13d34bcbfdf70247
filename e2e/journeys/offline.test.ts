import type { BrowserContext, Page } from 'playwright-core';
import { api, logIn, loginToken } from '../support/app';
import { checkAtBothWidths } from '../support/a11y';
import { newPage, openInApp } from '../support/browser';
import { inDays, monday, sees } from '../support/journey-steps';
import { internFourWeeksIn } from '../support/people';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

// Issue 71: an intern opens My Tasks and the Logbook, loses the connection, completes a task,
// comments and writes two weeks' drafts (kept on the phone, 'Waiting to send'), closes the page;
// meanwhile one of the two weeks is submitted from another device and signed. Back online and
// opened again, the changes reach the server once and in order, and the signed week's draft is
// listed on the dashboard with what was written. axe on the waiting and conflict states.

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));
afterAll(() => smtp.stop());

const INTERN = {
  Name: 'Nafula Chebet',
  Email: 'nafula@e2e.test',
  PhoneNumber: '+254722000771',
  Position: 'Engineering',
  Password: 'Intern-pass-71',
};
const SUPERVISOR = {
  Name: 'Offline Supervisor',
  Email: 'offline.supervisor@e2e.test',
  Password: 'Supervisor-pass-71',
};
const TASK = 'Survey the site';
const COMMENT = 'Measured the north wall from the lift shaft.';
const SENT_WEEK = monday(2);
const SIGNED_WEEK = monday(3);
const SENT_TEXT = 'Mapped the cables on floor two.';
const SIGNED_TEXT = 'Tested the pumps in the basement.';
const REFUSED = 'This entry is submitted for review or signed and can no longer be changed.';

const shown = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.parse(`${date}T00:00:00Z`),
  );
const weekPath = (weekStart: string) => `/internDashboard/logbook/${weekStart}`;

const people = { intern: 0, internToken: '', supervisorToken: '', task: 0 };
const a11y: Record<string, string[]> = {};

beforeAll(async () => {
  const url = app.server.url;
  const { internId, supervisor } = await internFourWeeksIn(
    url,
    smtp,
    INTERN,
    SUPERVISOR,
    'Offline intake',
  );
  people.intern = internId;
  people.supervisorToken = supervisor.token;
  people.internToken = await loginToken(url, INTERN.Email, INTERN.Password);
  const { id } = await api<{ id: number }>(url, 'POST', '/Task', 201, {
    token: supervisor.token,
    json: {
      AssignedTo: internId,
      Task: TASK,
      TaskDescription: 'Measure every wall.',
      Deadline: inDays(7),
    },
  });
  people.task = id;
}, 60_000);

interface Week {
  Id: number | null;
  State: string;
  Activities: string;
  Days: { Expected: boolean; Excused: boolean; Mark: string | null }[];
}
const weekOnServer = (weekStart: string) =>
  api<Week>(app.server.url, 'GET', `/Intern/Logbook/${weekStart}`, 200, {
    token: people.internToken,
  });

/** The intern, on another device, submits the week; their supervisor signs it. */
async function submittedElsewhereAndSigned(weekStart: string) {
  const url = app.server.url;
  const { Days } = await weekOnServer(weekStart);
  await api(url, 'POST', `/Intern/Logbook/${weekStart}/Submit`, 200, {
    token: people.internToken,
    json: {
      Days: Days.map((day) => (!day.Expected ? null : day.Excused ? day.Mark : 'present')),
      Activities: 'Written on the laptop.',
      Learned: 'How a pump is tested.',
      Hours: 40,
    },
  });
  const { Id } = await weekOnServer(weekStart);
  await api(url, 'POST', `/Supervisor/Logbook/${Id}/Sign`, 200, { token: people.supervisorToken });
}

/** The four changes' calls, in the order the browser sent them. */
function changesSent(context: BrowserContext) {
  const sent: string[] = [];
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (
      request.method() !== 'GET' &&
      /^\/api\/(Task\/Status|Comment|Intern\/Logbook)/.test(pathname)
    )
      sent.push(`${request.method()} ${pathname}`);
  });
  return sent;
}

/** Draws the page in Swahili and back, to check it in both (the switch works offline too). */
async function inSwahili(page: Page, check: () => Promise<void>) {
  await page.getByRole('button', { name: 'Kiswahili' }).click();
  await page.locator('html[lang="sw"]').waitFor();
  await check();
  await page.getByRole('button', { name: 'English' }).click();
  await page.locator('html[lang="en"]').waitFor();
}

async function writeDraft(page: Page, weekStart: string, text: string) {
  // Through the week list, as the intern goes: one week's page to the next keeps its heading.
  await openInApp(page, '/internDashboard/logbook');
  await page.getByRole('heading', { level: 1, name: 'Logbook' }).waitFor();
  await openInApp(page, weekPath(weekStart));
  await page.getByRole('heading', { level: 1, name: `Week of ${shown(weekStart)}` }).waitFor();
  await page.getByLabel('Activities').fill(text);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await sees(page, 'Saved on this phone: it will be sent when you are back online.');
  await page.getByText('Waiting to send', { exact: true }).waitFor();
}

test('changes made offline wait on the phone, reach the server once and in order, and a week signed meanwhile shows as a conflict', async () => {
  const opened = await newPage(app.browser, app.server.url, {
    bypassCSP: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  const { page } = opened;
  const context = page.context();
  const sent = changesSent(context);
  await page.goto('/login');
  await logIn(page, INTERN.Email, INTERN.Password);
  await page.waitForURL((url) => url.pathname === '/internDashboard');
  // The service worker takes over, and the page is loaded through it once (its files kept).
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  await page.reload();
  // Online, the intern opens what they will use: My Tasks, the task, the Logbook and its weeks.
  await page.getByRole('article', { name: TASK }).waitFor();
  await openInApp(page, `/internDashboard/tasks/${people.task}`);
  await page.getByRole('heading', { level: 1, name: TASK }).waitFor();
  await openInApp(page, '/internDashboard/logbook');
  await page.getByRole('heading', { level: 1, name: 'Logbook' }).waitFor();
  for (const weekStart of [SENT_WEEK, SIGNED_WEEK]) {
    await openInApp(page, '/internDashboard/logbook');
    await page.getByRole('heading', { level: 1, name: 'Logbook' }).waitFor();
    await openInApp(page, weekPath(weekStart));
    await page.getByRole('heading', { level: 1, name: `Week of ${shown(weekStart)}` }).waitFor();
  }
  // Once in Swahili while online, as a reader who switches would have (its texts downloaded).
  await inSwahili(page, async () => undefined);
  await openInApp(page, '/internDashboard');
  const card = page.getByRole('article', { name: TASK });
  await card.waitFor();

  await context.setOffline(true);
  // The intern's second tab, open beside the first: it shows what the first keeps at once.
  const otherTab = await context.newPage();
  await otherTab.goto('/internDashboard');
  const otherCard = otherTab.getByRole('article', { name: TASK });
  await otherCard.waitFor();
  await card.getByRole('checkbox', { name: `Completed: ${TASK}` }).check();
  await card.getByText('Waiting to send', { exact: true }).waitFor();
  await otherCard.getByText('Waiting to send', { exact: true }).waitFor();
  await otherTab.close();

  await openInApp(page, `/internDashboard/tasks/${people.task}`);
  await page.getByRole('heading', { level: 1, name: TASK }).waitFor();
  await page.getByLabel('Add a comment').fill(COMMENT);
  await page.getByRole('button', { name: 'Add Comment' }).click();
  const waiting = page.getByRole('list', { name: 'Comments waiting to send' });
  // The box empties once the comment is kept: what was written shows in the waiting list.
  await waiting.getByText(COMMENT).waitFor();
  await checkAtBothWidths(page, 'offline-comment-waiting', () => waiting.waitFor(), a11y);

  await writeDraft(page, SENT_WEEK, SENT_TEXT);
  const ready = () => page.getByText(/^(Waiting to send|Inasubiri kutumwa)$/).waitFor();
  await checkAtBothWidths(page, 'offline-week-waiting', ready, a11y);
  await inSwahili(page, () => checkAtBothWidths(page, 'offline-week-waiting-sw', ready, a11y));
  await writeDraft(page, SIGNED_WEEK, SIGNED_TEXT);

  // Reloaded offline (the worker's page, the answers kept on the phone), nothing is lost.
  const reloaded = await page.goto('/internDashboard');
  expect(reloaded?.fromServiceWorker()).toBe(true);
  const kept = page.getByRole('article', { name: TASK });
  await kept.getByText('Waiting to send', { exact: true }).waitFor();
  await expect(
    kept.getByRole('checkbox', { name: `Completed: ${TASK}` }).isChecked(),
  ).resolves.toBe(true);
  await page.goto('/internDashboard/logbook');
  await page.getByRole('heading', { level: 1, name: 'Logbook' }).waitFor();
  await page.getByRole('link', { name: `Open week of ${shown(SENT_WEEK)}` }).waitFor();
  await page.goto(weekPath(SENT_WEEK));
  await page.getByText('Waiting to send', { exact: true }).waitFor();
  await expect(page.getByLabel('Activities').inputValue()).resolves.toBe(SENT_TEXT);
  await page.close();

  // Nothing reached the server while offline; meanwhile the second week is signed.
  expect(sent).toEqual([]);
  expect((await weekOnServer(SENT_WEEK)).State).toBe('not started');
  await submittedElsewhereAndSigned(SIGNED_WEEK);

  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto('/internDashboard');
  const unsent = again.getByRole('region', {
    name: /^(Changes that could not be sent|Mabadiliko ambayo hayakuweza kutumwa)$/,
  });
  const conflict = unsent.getByRole('article', { name: `Week of ${shown(SIGNED_WEEK)}: draft` });
  await conflict.getByText(REFUSED).waitFor();
  await conflict.getByText(SIGNED_TEXT, { exact: false }).waitFor();
  await again.getByRole('article', { name: TASK }).waitFor();
  await expect(again.getByText('Waiting to send', { exact: true }).count()).resolves.toBe(0);

  expect(sent).toEqual([
    `PUT /api/Task/Status/${people.task}`,
    'POST /api/Comment',
    `PUT /api/Intern/Logbook/${SENT_WEEK}`,
    `PUT /api/Intern/Logbook/${SIGNED_WEEK}`,
  ]);
  const url = app.server.url;
  const detail = await api<{ task: { Status: string }; comment: { Comments: string }[] }>(
    url,
    'GET',
    `/Task/${people.task}`,
    200,
    { token: people.internToken },
  );
  expect(detail.task.Status).toBe('Completed');
  expect(detail.comment.filter((comment) => comment.Comments === COMMENT)).toHaveLength(1);
  expect(await weekOnServer(SENT_WEEK)).toMatchObject({ State: 'draft', Activities: SENT_TEXT });
  expect(await weekOnServer(SIGNED_WEEK)).toMatchObject({
    State: 'signed',
    Activities: 'Written on the laptop.',
  });

  const ready2 = () => unsent.waitFor();
  await checkAtBothWidths(again, 'offline-conflict', ready2, a11y);
  await inSwahili(again, () => checkAtBothWidths(again, 'offline-conflict-sw', ready2, a11y));
  await conflict.getByRole('button', { name: 'Dismiss' }).click();
  await unsent.waitFor({ state: 'detached' });
}, 180_000);
