import ExcelJS from 'exceljs';
import type { FileChooser, Page } from 'playwright-core';
import { addVirtualAuthenticator, codeAt } from '../support/authenticator';
import { ADMIN, api, applyThroughApi } from '../support/app';
import { newPage } from '../support/browser';
import { focusBackOn, focusedName, focusInDialog, keyTo, landsOn } from '../support/focus';
import { hydrated } from '../support/hydration';
import { inDays, sees } from '../support/journey-steps';
import { internReadyForLetter } from '../support/letters';
import { invitedSupervisor } from '../support/people';
import { useLocalhostApp } from '../support/localhost-app';

// Issue 88: staff's journeys by keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, arrows):
// no click, no focus() and no address typed after the first. A passkey belongs to a host name,
// so the browser's address is http://localhost:<port>.
const { app, smtp, site } = useLocalhostApp();

/** The login page, hydrated; its first Tab stop is "Skip to content". */
async function loginPage() {
  const opened = await newPage(app.browser, site(), { bypassCSP: true, locale: 'en-GB' });
  await opened.page.goto('/login');
  await hydrated(opened.page);
  await opened.page.keyboard.press('Tab');
  expect(await focusedName(opened.page)).toBe('Skip to content');
  return opened;
}

async function typePassword(page: Page, email: string, password: string) {
  await keyTo(page, 'Email');
  await page.keyboard.type(email);
  await keyTo(page, /^Password/);
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

const STAFF = { Name: 'Amani Staff', Email: 'amani.kbd@e2e.test', Password: 'Amani-pass-88' };

test('a member of staff signs in with a password and a code, adds a passkey, and signs in with it', async () => {
  const { token } = await invitedSupervisor(app.server.url, smtp, STAFF);
  const { Secret } = await api<{ Secret: string }>(
    app.server.url,
    'POST',
    '/Account/TwoFactor/SetUp',
    200,
    { token },
  );
  await api(app.server.url, 'POST', '/Account/TwoFactor/Confirm', 200, {
    token,
    json: { Code: await codeAt(Secret) },
  });
  const { page, consoleErrors } = await loginPage();
  const authenticator = await addVirtualAuthenticator(page);
  await typePassword(page, STAFF.Email, STAFF.Password);
  await page.getByRole('textbox', { name: 'Code from the app' }).waitFor();
  // The code step puts the focus on its field.
  await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
  expect(await focusedName(page)).toBe('Code from the app');
  await page.keyboard.type(await codeAt(Secret, 1));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/supervisorDashboard');
  await landsOn(page, 'My Interns');

  // The user's menu, by keyboard: My Profile, then a passkey from its dialog.
  await keyTo(page, STAFF.Name, 'Shift+Tab');
  await page.keyboard.press('Enter');
  // The menu opens with the focus on its first item.
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
  expect(await focusedName(page)).toBe('My Profile');
  await page.keyboard.press('Enter');
  await landsOn(page, 'My Profile');
  await keyTo(page, 'Add a passkey');
  await page.keyboard.press('Enter');
  await focusInDialog(page, 'Add a passkey');
  await keyTo(page, 'Passkey name');
  await page.keyboard.type('Work laptop');
  await keyTo(page, 'Add');
  await page.keyboard.press('Enter');
  await sees(page, 'Passkey added');
  await focusBackOn(page, 'Add a passkey');
  expect(await authenticator.credentials()).toHaveLength(1);

  await keyTo(page, STAFF.Name, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await keyTo(page, 'Logout', 'ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/login');
  await keyTo(page, 'Sign in with a passkey');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/supervisorDashboard');
  await landsOn(page, 'My Interns');
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});

const APPLICANT = {
  Name: 'Imani Keyboard',
  Email: 'imani.kbd@e2e.test',
  PhoneNumber: '+254722000881',
  Position: 'Engineering',
};
const INTERN = {
  Name: 'Tumaini Keyboard',
  Email: 'tumaini.kbd@e2e.test',
  PhoneNumber: '+254722000882',
  Position: 'Engineering',
};

async function twoSupervisorsXlsx() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Supervisors');
  sheet.addRow(['Name', 'Email', 'Phone number', 'Position']);
  sheet.addRow(['Kibet Imported', 'kibet.kbd@e2e.test', '+254722010001', 'Engineering']);
  sheet.addRow(['Achieng Imported', 'achieng.kbd@e2e.test', '+254722010002', 'Engineering']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('an administrator reviews, schedules, passes, imports through the preview and issues a letter', async () => {
  const intake = { Name: 'Keyboard intake', InternshipStart: inDays(0), InternshipEnd: inDays(0) };
  await internReadyForLetter(app.server.url, smtp, INTERN, 'Tumaini-pass-88', intake, {
    Name: 'Letter Signer',
    Email: 'signer.kbd@e2e.test',
    Password: 'Signer-pass-88',
  });
  await applyThroughApi(app.server.url, APPLICANT);
  const { page, consoleErrors } = await loginPage();
  const choosers: FileChooser[] = [];
  page.on('filechooser', (chooser) => choosers.push(chooser));
  await typePassword(page, ADMIN.email, ADMIN.password);
  await landsOn(page, 'Dashboard');

  // Reviews the application: its CV opens in a new window.
  await keyTo(page, 'Applications');
  await page.keyboard.press('Enter');
  await landsOn(page, 'Internship Applications');
  await keyTo(page, `View CV of ${APPLICANT.Name}`);
  const popup = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  await (await popup).close();
  await keyTo(page, `Accept ${APPLICANT.Name}`);
  await page.keyboard.press('Enter');
  await landsOn(page, 'Schedule an Interview for this Applicant');
  await keyTo(page, /^Interview Date/);
  const [year, month, day] = inDays(3).split('-');
  // In the order the field shows: the browser's language (en-US) writes mm/dd/yyyy.
  await page.keyboard.type(`${month}${day}${year}`);
  await keyTo(page, 'Schedule');
  await page.keyboard.press('Enter');
  await sees(page, 'Email sent Successfully');
  await landsOn(page, 'Selected Applicants');

  // Passes the applicant after the interview, in the confirmation dialog.
  await keyTo(page, `Accept ${APPLICANT.Name}`);
  await page.keyboard.press('Enter');
  await focusInDialog(page, 'Are you sure?');
  await keyTo(page, 'Yes');
  await page.keyboard.press('Enter');
  await sees(page, 'Applicant Accepted');
  // Accept is gone with the decision: the focus goes on to the row's View Info.
  await focusBackOn(page, `View Info of ${APPLICANT.Name}`);

  // Imports two supervisors through the preview.
  await keyTo(page, 'Import', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await landsOn(page, 'Import');
  await keyTo(page, 'Upload a CSV or XLSX file');
  await page.keyboard.press('Enter');
  for (let waited = 0; choosers.length === 0 && waited < 50; waited += 1) {
    await page.waitForTimeout(100);
  }
  await choosers[0].setFiles({
    name: 'supervisors.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await twoSupervisorsXlsx(),
  });
  await sees(page, '2 rows can be imported; 0 rows have errors.');
  await keyTo(page, 'Import');
  await page.keyboard.press('Enter');
  await sees(page, '2 rows were imported; 0 skipped.');

  // Issues the intern's completion letter.
  await keyTo(page, 'Interns', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await landsOn(page, 'Interns');
  await keyTo(page, `View performance of ${INTERN.Name}`);
  await page.keyboard.press('Enter');
  await landsOn(page, 'Performance Details');
  await keyTo(page, 'Completion Letter');
  await page.keyboard.press('Enter');
  await landsOn(page, 'Completion Letter');
  await keyTo(page, 'Issue Letter');
  await page.keyboard.press('Enter');
  await sees(page, 'Letter issued');
  expect(consoleErrors).toEqual([]);
  await page.context().close();
}, 180_000);
