import type { Page } from 'playwright-core';
import { checkAtBothWidths, screenshot } from '../support/a11y';
import { ADMIN, applyThroughApi, logIn, type Applicant } from '../support/app';
import { newPage } from '../support/browser';
import { sw } from '../support/catalogue';
import { confirm, inDays, sees } from '../support/journey-steps';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

// Issue 87: the administrator makes a series of interview slots (a too-large one is refused with
// its count; an interviewer in two places at once is warned of) and invites three applicants from
// the review queue; each gets a personal link by e-mail. One books; another finds the time just
// taken, books another and reschedules; the third books and cancels. The week view shows all of
// it. The new screens pass axe at 1280 and 360 px, in English and Swahili.

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));
afterAll(() => smtp.stop());
const axeResults: Record<string, string[]> = {};
afterAll(() => console.log(`axe violations: ${JSON.stringify(axeResults, null, 1)}`));

const applicant = (Name: string, Email: string, PhoneNumber: string): Applicant => ({
  Name,
  Email,
  PhoneNumber,
  Position: 'Engineering',
});
const AMINA = applicant('Amina Wanjiku', 'amina.87@e2e.test', '+254722000871');
const BARAKA = applicant('Baraka Otieno', 'baraka.87@e2e.test', '+254722000872');
const CHAUSIKU = applicant('Chausiku Njeri', 'chausiku.87@e2e.test', '+254722000873');

// Three days on: after the 24-hour cut-off, whatever the hour the journey runs.
const DAY = inDays(3);
const links: Record<string, string> = {};

beforeAll(async () => {
  for (const person of [AMINA, BARAKA, CHAUSIKU]) await applyThroughApi(app.server.url, person);
}, 60_000);

async function signedInAdmin() {
  const opened = await newPage(app.browser, app.server.url, {
    bypassCSP: true,
    locale: 'en-GB',
    timezoneId: 'Africa/Nairobi',
    viewport: { width: 1280, height: 900 },
  });
  await opened.page.goto('/login');
  await logIn(opened.page, ADMIN.email, ADMIN.password);
  await opened.page.waitForURL((url) => url.pathname === '/adminDashboard');
  return opened;
}

const slotsDialog = (page: Page) => page.getByRole('dialog', { name: 'Make interview slots' });

async function chooseInterviewer(page: Page) {
  await slotsDialog(page)
    .getByRole('combobox', { name: /^Interviewers/ })
    .click();
  await page.getByRole('option', { name: 'Administrator (Administrator)' }).click();
}

/** DAY as the week view's heading names it ('Thursday 3 Dec 2026'), read in the browser. */
let dayName = '';

/** A slot of the week on screen, by its time on DAY. */
const slotAt = (page: Page, time: string) =>
  page.getByRole('region', { name: dayName }).getByRole('article', { name: time });

test('the administrator makes a series of slots, is warned of an overlap and cancels a slot', async () => {
  const { page, consoleErrors } = await signedInAdmin();
  await page.getByRole('link', { name: 'Interview slots' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Interview slots' }).waitFor();
  dayName = await page.evaluate(
    (day) =>
      new Intl.DateTimeFormat('en-GB', {
        weekday: 'long',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(Date.parse(`${day}T00:00:00Z`)),
    DAY,
  );

  // Too many at once: refused with the count, nothing made.
  await page.getByRole('button', { name: 'Make slots' }).click();
  const dialog = slotsDialog(page);
  await dialog.getByLabel(/^First day/).fill(DAY);
  await dialog.getByLabel(/^Last day/).fill(inDays(200));
  await dialog.getByLabel(/^From/).fill('08:00');
  await dialog.getByLabel(/^To/).fill('18:00');
  await dialog.getByLabel(/^Length/).fill('5');
  await dialog.getByLabel(/^Gap/).fill('0');
  for (const weekday of ['Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await dialog.getByRole('checkbox', { name: weekday }).check();
  }
  await dialog.getByLabel(/^Place/).fill('Room 4');
  await chooseInterviewer(page);
  await dialog.getByRole('button', { name: 'Make slots' }).click();
  await dialog
    .getByText(/^This series would make \d+ slots; at most 500 can be made at once\.$/)
    .waitFor();

  // Three slots of 30 minutes, 10 apart, on one day: 09:00, 09:40, 10:20.
  await dialog.getByLabel(/^Last day/).fill(DAY);
  await dialog.getByLabel(/^From/).fill('09:00');
  await dialog.getByLabel(/^To/).fill('11:00');
  await dialog.getByLabel(/^Length/).fill('30');
  await dialog.getByLabel(/^Gap/).fill('10');
  // The filled series form, for the docs (E2E_SCREENSHOTS=1 only).
  await screenshot(page, 'interview-series-form');
  await dialog.getByRole('button', { name: 'Make slots' }).click();
  await sees(page, '3 slots created.');
  await dialog.waitFor({ state: 'hidden' });
  for (const time of ['09:00–09:30', '09:40–10:10', '10:20–10:50']) {
    await slotAt(page, time).getByText('1 of 1 free').waitFor();
  }

  // One more at 09:00 with the same interviewer: made, with a warning.
  await page.getByRole('button', { name: 'Make slots' }).click();
  await dialog.getByRole('radio', { name: 'One slot' }).check();
  await dialog.getByLabel(/^Day/).fill(DAY);
  await dialog.getByLabel(/^Starts at/).fill('09:00');
  await dialog.getByLabel(/^Video-call link/).fill('https://meet.example.com/interviews');
  await chooseInterviewer(page);
  await dialog.getByRole('button', { name: 'Make slots' }).click();
  await sees(page, 'Slot created.');
  await page
    .getByText(/^Administrator already has a slot at /)
    .first()
    .waitFor();
  const doubled = slotAt(page, '09:00–09:30');
  await doubled.nth(1).getByRole('link', { name: 'Video call' }).waitFor();

  // Cancelled, since nobody booked it.
  await doubled.nth(1).getByRole('button', { name: 'Cancel slot 09:00–09:30' }).click();
  await confirm(page, 'Cancel this slot? Nobody has booked it.');
  await doubled.nth(1).getByText('Cancelled').waitFor();

  await checkAtBothWidths(
    page,
    'interview-slots',
    () => slotAt(page, '10:20–10:50').waitFor(),
    axeResults,
  );
  await page.getByRole('button', { name: 'Kiswahili' }).click();
  await page.getByRole('heading', { level: 1, name: sw('Interview slots') }).waitFor();
  await page.getByRole('button', { name: sw('Make slots') }).click();
  await page.getByRole('dialog', { name: sw('Make interview slots') }).waitFor();
  await checkAtBothWidths(
    page,
    'interview-slots-form-sw',
    () => page.getByRole('dialog', { name: sw('Make interview slots') }).waitFor(),
    axeResults,
  );
  await page.getByRole('button', { name: sw('Close') }).click();
  await page.getByRole('button', { name: 'English' }).click();
  // The too-large series' 422 is an answer the form shows, not an error of the app.
  expect(consoleErrors.filter((error) => !/422/.test(error))).toEqual([]);
  await page.context().close();
}, 180_000);

test('the administrator invites three applicants from the review queue; each gets a link', async () => {
  const { page, consoleErrors } = await signedInAdmin();
  await page.getByRole('link', { name: 'Applications' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Internship Applications' }).waitFor();
  for (const person of [AMINA, BARAKA, CHAUSIKU]) {
    await page.getByRole('checkbox', { name: `Select ${person.Name}` }).check();
  }
  await page.getByText('3 selected').waitFor();
  await page.getByRole('button', { name: 'Invite to book' }).click();
  await confirm(page, 'Invite these 3 applicants to book an interview?');
  await sees(page, '3 applicants invited to book an interview.');
  for (const person of [AMINA, BARAKA, CHAUSIKU]) {
    await page
      .getByRole('row')
      .filter({ hasText: person.Name })
      .getByText('Invited to book')
      .waitFor();
  }
  await checkAtBothWidths(
    page,
    'review-queue-invited',
    () => page.getByText('Invited to book').first().waitFor(),
    axeResults,
  );
  for (const person of [AMINA, BARAKA, CHAUSIKU]) {
    await smtp.waitFor(() =>
      smtp.to(person.Email).some((mail) => /\/book\//.test(mail.text ?? '')),
    );
    const mail = smtp.to(person.Email).find((one) => /\/book\//.test(one.text ?? ''))!;
    links[person.Email] = (mail.text ?? '').match(/\/book\/([^\s/"<>]+)/)![1];
  }
  expect(consoleErrors).toEqual([]);
  await page.context().close();
}, 120_000);

/** The invitation's calendar (the mail's text/calendar part), unfolded. */
function calendarOf(mail: TestSmtpServer['messages'][number]) {
  const part = mail.attachments.find((one) => one.contentType.startsWith('text/calendar'));
  return (part?.content.toString() ?? '').replace(/\r?\n[ \t]/g, '');
}

/** Waits for an invitation to `person` whose calendar holds `line`. */
function mailed(person: Applicant, line: string) {
  return smtp.waitFor(() => smtp.to(person.Email).some((mail) => calendarOf(mail).includes(line)));
}

async function openLink(person: Applicant, timezoneId: string) {
  const opened = await newPage(app.browser, app.server.url, {
    bypassCSP: true,
    locale: 'en-GB',
    timezoneId,
    viewport: { width: 1280, height: 900 },
  });
  // The address as e-mailed, opened as the applicant's browser opens it.
  await opened.page.goto(`/book/${links[person.Email]}`);
  return opened;
}

test('one books; another finds the time just taken, books another and reschedules; the third cancels', async () => {
  // Baraka opens his link first, in London and in Swahili: both clocks, all three times.
  const baraka = await openLink(BARAKA, 'Europe/London');
  await baraka.page.getByRole('button', { name: 'Kiswahili' }).click();
  await baraka.page.getByRole('heading', { level: 1, name: sw('Book your interview') }).waitFor();
  await baraka.page.getByText('06:00–06:30', { exact: false }).first().waitFor();
  await checkAtBothWidths(
    baraka.page,
    'booking-page-sw',
    () => baraka.page.getByRole('radio').first().waitFor(),
    axeResults,
  );

  // Amina books 09:00.
  const amina = await openLink(AMINA, 'Africa/Nairobi');
  await amina.page.getByRole('heading', { level: 1, name: 'Book your interview' }).waitFor();
  await amina.page.getByText('Times are in Africa/Nairobi time.').waitFor();
  await checkAtBothWidths(
    amina.page,
    'booking-page',
    () => amina.page.getByRole('radio').first().waitFor(),
    axeResults,
  );
  await amina.page.getByRole('radio', { name: /^09:00–09:30 · Room 4/ }).check();
  await amina.page.getByRole('button', { name: 'Book this time' }).click();
  await amina.page
    .getByText('Your interview is booked. An invitation was e-mailed to you.')
    .waitFor();
  await mailed(AMINA, 'METHOD:REQUEST');
  await amina.page
    .getByRole('region', { name: 'Your interview' })
    .getByText(/09:00–09:30/)
    .waitFor();
  await checkAtBothWidths(
    amina.page,
    'booking-page-booked',
    () => amina.page.getByRole('button', { name: 'Reschedule' }).waitFor(),
    axeResults,
  );

  // Baraka picks 09:00 too, a moment late.
  await baraka.page.getByRole('radio', { name: /^09:00–09:30 · Room 4/ }).check();
  await baraka.page.getByRole('button', { name: sw('Book this time') }).click();
  await baraka.page.getByRole('alert').waitFor();
  await baraka.page.getByRole('radio', { name: /^09:00–09:30/ }).waitFor({ state: 'detached' });
  await baraka.page.getByRole('radio', { name: /^09:40–10:10/ }).check();
  await baraka.page.getByRole('button', { name: sw('Book this time') }).click();
  const barakaBooked = baraka.page.getByRole('region', { name: sw('Your interview') });
  await barakaBooked.getByText(/09:40–10:10/).waitFor();
  await baraka.page.getByRole('button', { name: sw('Reschedule') }).click();
  await baraka.page.getByRole('radio', { name: /^10:20–10:50/ }).check();
  await baraka.page.getByRole('button', { name: sw('Move to this time') }).click();
  await barakaBooked.getByText(/10:20–10:50/).waitFor();
  // The same event, moved: its SEQUENCE raised.
  await mailed(BARAKA, 'SEQUENCE:1');

  // Chausiku books the time Baraka left, then cancels it.
  const chausiku = await openLink(CHAUSIKU, 'Africa/Nairobi');
  await chausiku.page.getByRole('radio', { name: /^09:40–10:10/ }).check();
  await chausiku.page.getByRole('button', { name: 'Book this time' }).click();
  await chausiku.page
    .getByRole('region', { name: 'Your interview' })
    .getByText(/09:40–10:10/)
    .waitFor();
  await chausiku.page.getByRole('button', { name: 'Cancel interview' }).click();
  await confirm(
    chausiku.page,
    'Cancel your interview? You can book another time with the same link.',
  );
  await chausiku.page
    .getByText('Your interview was cancelled. You can book another time with the same link.')
    .waitFor();
  await mailed(CHAUSIKU, 'METHOD:CANCEL');
  await chausiku.page.getByRole('button', { name: 'Book this time' }).waitFor();

  // A forged link, of the e-mailed shape: a clear page, nothing to book.
  await chausiku.page.goto('/book/1.1798000000.forged-signature');
  await chausiku.page
    .getByRole('alert')
    .getByText(/Nothing was changed\./)
    .waitFor();
  expect(await chausiku.page.getByRole('radio').count()).toBe(0);

  for (const opened of [amina, baraka, chausiku]) {
    // Baraka's 409 and the forged link's 404 are answers the page shows, not errors of the app.
    expect(opened.consoleErrors.filter((error) => !/40[49]/.test(error))).toEqual([]);
    await opened.page.context().close();
  }
}, 240_000);

test('the week view shows who booked which slot and what is free', async () => {
  const { page, consoleErrors } = await signedInAdmin();
  await page.goto('/adminDashboard/interviewSlots');
  await page.getByRole('heading', { level: 1, name: 'Interview slots' }).waitFor();
  // DAY is three days on: this week or the next.
  if ((await page.getByRole('region', { name: dayName }).count()) === 0) {
    await page.getByRole('button', { name: 'Next week' }).click();
  }
  const first = slotAt(page, '09:00–09:30').first();
  await first.getByText(AMINA.Name).waitFor();
  await first.getByText('Full').waitFor();
  await slotAt(page, '09:40–10:10').getByText('1 of 1 free').waitFor();
  expect(await slotAt(page, '09:40–10:10').getByText(CHAUSIKU.Name).count()).toBe(0);
  await slotAt(page, '10:20–10:50').getByText(BARAKA.Name).waitFor();
  await checkAtBothWidths(page, 'interview-slots-booked', () => first.waitFor(), axeResults);
  await page.getByRole('button', { name: 'Kiswahili' }).click();
  await page.getByRole('heading', { level: 1, name: sw('Interview slots') }).waitFor();
  await checkAtBothWidths(
    page,
    'interview-slots-booked-sw',
    () => page.getByText(AMINA.Name).first().waitFor(),
    axeResults,
  );
  await page.getByRole('button', { name: 'English' }).click();

  // The interviewer's calendar feed on their profile.
  await page.goto('/adminDashboard/profile');
  const feed = page.getByRole('textbox', { name: 'Calendar feed address' });
  await feed.waitFor();
  expect(await feed.inputValue()).toMatch(/\/api\/InterviewFeed\/\S+$/);
  const calendar = await fetch(await feed.inputValue());
  expect(calendar.status).toBe(200);
  const ics = await calendar.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  await checkAtBothWidths(page, 'profile-calendar-feed', () => feed.waitFor(), axeResults);
  expect(consoleErrors).toEqual([]);
  await page.context().close();
}, 180_000);
