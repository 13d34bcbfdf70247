import ExcelJS from 'exceljs';
import type { FileChooser, Page } from 'playwright-core';
import { checkAtBothWidths } from '../support/a11y';
import { addVirtualAuthenticator, codeAt, turnOnAuthenticator } from '../support/authenticator';
import { ADMIN, api, applyThroughApi, logIn } from '../support/app';
import { newPage } from '../support/browser';
import { focusBackOn, focusedName, focusInDialog, keyTo, landsOn } from '../support/focus';
import { hydrated } from '../support/hydration';
import { inDays, sees } from '../support/journey-steps';
import { internReadyForLetter } from '../support/letters';
import { invitedSupervisor } from '../support/people';
import { useLocalhostApp } from '../support/localhost-app';

// A passkey belongs to a host name: the app is at http://localhost:<port> (useLocalhostApp). The
// supervisors of the sign-in policy's journeys set their passwords from the invitation e-mail.
// Staff's keyboard journeys (issue 88, at the end) share this app: one of them adds a passkey.
const { app, smtp, site } = useLocalhostApp();
/** The administrator's session that signed in with a passkey (the first journey). */
let adminToken = '';

const axeResults: Record<string, string[]> = {};
afterAll(() => console.log(`axe violations: ${JSON.stringify(axeResults, null, 1)}`));

const passkeysTable = (page: Page, name: string) => page.getByRole('table', { name });

test('the admin adds a passkey from the profile and signs in with it alone, then as the second step', async () => {
  const { page, consoleErrors } = await newPage(app.browser, site(), { bypassCSP: true });
  const authenticator = await addVirtualAuthenticator(page);
  await page.goto('/login');
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/adminDashboard');

  await page.goto('/adminDashboard/profile');
  const table = passkeysTable(page, 'Passkeys');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByRole('textbox', { name: 'Passkey name' }).fill('Chromium laptop');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: 'Passkey added' }).waitFor();
  await table.getByText('Chromium laptop', { exact: true }).waitFor();
  const [credential] = await authenticator.credentials();
  expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  await checkAtBothWidths(
    page,
    'passkeys-en',
    () => table.getByText('Chromium laptop', { exact: true }).waitFor(),
    axeResults,
  );

  await page.getByRole('button', { name: 'Logout', exact: true }).first().click();
  await page.waitForURL((url) => url.pathname === '/login');
  expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
  await checkAtBothWidths(
    page,
    'login-passkey-en',
    () => page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor(),
    axeResults,
  );

  // No e-mail, no password: the browser offers the site's passkey, its user already verified.
  const signedIn = page.waitForResponse((response) =>
    response.url().endsWith('/api/login/passkey'),
  );
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  expect((await signedIn).status()).toBe(200);
  await page.waitForURL((url) => url.pathname === '/adminDashboard');
  expect((await authenticator.credentials())[0].signCount).toBeGreaterThan(credential.signCount);

  await page.goto('/adminDashboard/profile');
  const sessions = page.getByRole('table', { name: 'My sessions' });
  const here = sessions.getByRole('row').filter({ hasText: 'This browser' });
  await here.getByRole('cell', { name: 'Passkey' }).waitFor();
  const row = table.getByRole('row').filter({ hasText: 'Chromium laptop' });
  expect(await row.getByRole('cell', { name: '—' }).count()).toBe(0);

  // Where staff must use a second factor, the passkey makes the step after the password.
  const token = (await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN')))!;
  adminToken = token;
  const policy = (required: boolean) =>
    api(app.server.url, 'PUT', '/Admin/SignInPolicy', 200, {
      token,
      json: { StaffTwoFactorRequired: required, StaffSsoRequired: false },
    });
  await policy(true);
  try {
    const other = await newPage(app.browser, site());
    await other.page.goto('/login');
    await logIn(other.page, ADMIN.email, ADMIN.password);
    // The step waits for the passkey: no session yet.
    const usePasskey = other.page.getByRole('button', { name: 'Use a passkey' });
    await usePasskey.waitFor();
    expect(await other.page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
    expect(await other.page.getByRole('textbox', { name: 'Code from the app' }).count()).toBe(0);
    const synced = await addVirtualAuthenticator(other.page);
    await synced.addCredential((await authenticator.credentials())[0]);
    await usePasskey.click();
    await other.page.waitForURL((url) => url.pathname === '/adminDashboard');
    expect(other.consoleErrors).toEqual([]);
    await other.page.context().close();
  } finally {
    await policy(false);
  }
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});

test('the passkeys card and the login page in Swahili pass axe at 1280 and 360 px', async () => {
  const answer = await api<{ token: string; user: { user_id: number; Name: string } }>(
    app.server.url,
    'POST',
    '/login',
    200,
    { json: { email: ADMIN.email, password: ADMIN.password } },
  );
  const { page, consoleErrors } = await newPage(app.browser, site(), {
    bypassCSP: true,
    locale: 'sw-KE',
  });
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Ingia kwa ufunguo wa siri' });
  await checkAtBothWidths(page, 'login-passkey-sw', () => button.waitFor(), axeResults);

  await page.evaluate(
    ([token, name, id]) => {
      localStorage.setItem('ACCESS_TOKEN', token);
      localStorage.setItem('Roles', 'ADM');
      localStorage.setItem('Name', name);
      localStorage.setItem('user_id', id);
    },
    [answer.token, answer.user.Name, String(answer.user.user_id)],
  );
  await page.goto('/adminDashboard/profile');
  const table = passkeysTable(page, 'Funguo za siri');
  await checkAtBothWidths(
    page,
    'passkeys-sw',
    () => table.getByText('Chromium laptop', { exact: true }).waitFor(),
    axeResults,
  );
  await page.getByRole('button', { name: 'Ongeza ufunguo wa siri' }).waitFor();
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});

// Issue 84: with "two-factor required" on, staff without a second factor set one up at sign-in:
// the set-up step threw "No QueryClient set" and locked them out, whichever way they chose.

/** The sign-in policy, as an administrator sets it. */
async function signInPolicy(twoFactorRequired: boolean) {
  // With the administrator's passkey session of the first test: a password session would be held
  // back (403) once two-factor is required, and could not turn it off again.
  await api(app.server.url, 'PUT', '/Admin/SignInPolicy', 200, {
    token: adminToken,
    json: { StaffTwoFactorRequired: twoFactorRequired, StaffSsoRequired: false },
  });
}

/**
 * A browser at the login page, hydrated (the server draws it: a click before hydration is lost),
 * recording its console errors and uncaught errors.
 */
async function loginPage() {
  const opened = await newPage(app.browser, site(), { bypassCSP: true, locale: 'en-GB' });
  const pageErrors: string[] = [];
  opened.page.on('pageerror', (error) => pageErrors.push(error.message));
  await opened.page.goto('/login');
  await hydrated(opened.page);
  return { ...opened, pageErrors };
}

describe('with "two-factor required" on', () => {
  const AUTHENTICATOR = {
    Name: 'Neema App',
    Email: 'neema.app@e2e.test',
    Password: 'Neema-pass-84',
  };
  const PASSKEY = { Name: 'Juma Passkey', Email: 'juma.key@e2e.test', Password: 'Juma-pass-84' };
  beforeAll(async () => {
    await invitedSupervisor(app.server.url, smtp, AUTHENTICATOR);
    await invitedSupervisor(app.server.url, smtp, PASSKEY);
    await signInPolicy(true);
  }, 60_000);
  afterAll(() => signInPolicy(false));

  test('a supervisor without a second factor signs in with the password, sets up the app and lands on the dashboard; then signs in with a code', async () => {
    const { page, consoleErrors, pageErrors } = await loginPage();
    await logIn(page, AUTHENTICATOR.Email, AUTHENTICATOR.Password);
    await page
      .getByText('Your organisation asks for two-factor authentication. Set it up to sign in.')
      .waitFor();
    const key = page.getByText(/^Key: /);
    await key.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
    const { secret } = await turnOnAuthenticator(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/supervisorDashboard');
    await page.getByRole('heading', { name: 'My Interns' }).first().waitFor();
    expect([...consoleErrors, ...pageErrors]).toEqual([]);
    await page.context().close();

    // The next sign-in asks the code the app shows (the one after the set-up's: each works once).
    const again = await loginPage();
    await logIn(again.page, AUTHENTICATOR.Email, AUTHENTICATOR.Password);
    await again.page
      .getByRole('textbox', { name: 'Code from the app' })
      .fill(await codeAt(secret, 1));
    await again.page.getByRole('button', { name: 'Verify' }).click();
    await again.page.waitForURL((url) => url.pathname === '/supervisorDashboard');
    expect([...again.consoleErrors, ...again.pageErrors]).toEqual([]);
    await again.page.context().close();
  });

  test('a supervisor without a second factor makes a passkey at sign-in instead, lands on the dashboard, then signs in with it alone', async () => {
    const { page, consoleErrors, pageErrors } = await loginPage();
    const authenticator = await addVirtualAuthenticator(page);
    await logIn(page, PASSKEY.Email, PASSKEY.Password);
    await page.getByRole('textbox', { name: 'Passkey name' }).fill('Work laptop');
    await page.getByRole('button', { name: 'Make a passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/supervisorDashboard');
    await page.getByRole('heading', { name: 'My Interns' }).first().waitFor();
    const [credential] = await authenticator.credentials();
    expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    expect([...consoleErrors, ...pageErrors]).toEqual([]);
    await page.context().close();

    // A passkey is two factors: it alone meets the policy, with no password and no code.
    const again = await loginPage();
    const synced = await addVirtualAuthenticator(again.page);
    await synced.addCredential(credential);
    await again.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await again.page.waitForURL((url) => url.pathname === '/supervisorDashboard');
    expect([...again.consoleErrors, ...again.pageErrors]).toEqual([]);
    await again.page.context().close();
  });
});

// Issue 88: staff's journeys by keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, arrows):
// no click, no focus() and no address typed after the first. Each has people of its own, and
// the sign-in policy is off again after each journey above, so they need none of them.
describe('staff by keyboard alone', () => {
  /** The login page, hydrated, its first Tab stop ("Skip to content") focused. */
  async function keyboardLoginPage() {
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
    const { page, consoleErrors } = await keyboardLoginPage();
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
    const intake = {
      Name: 'Keyboard intake',
      InternshipStart: inDays(0),
      InternshipEnd: inDays(0),
    };
    await internReadyForLetter(app.server.url, smtp, INTERN, 'Tumaini-pass-88', intake, {
      Name: 'Letter Signer',
      Email: 'signer.kbd@e2e.test',
      Password: 'Signer-pass-88',
    });
    await applyThroughApi(app.server.url, APPLICANT);
    const { page, consoleErrors } = await keyboardLoginPage();
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
});
