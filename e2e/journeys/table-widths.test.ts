import type { Browser, Page } from 'playwright-core';
import { horizontalOverflow, screenshot, tableWidths } from '../support/a11y';
import { ADMIN, api, applyThroughApi, loginToken, today } from '../support/app';
import { sw } from '../support/catalogue';
import { launchBrowser, openInApp } from '../support/browser';
import {
  demoLogin,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  TOUR,
  visit,
  type DemoRole,
} from '../support/demo-tour';
import { activatedIntern } from '../support/people';
import { startServer, type RunningServer } from '../support/server';
import { TestSmtpServer } from '../support/smtp';

// Issue 34: every dashboard table, on the demo data plus rows with long real-world values,
// shows all its columns and whole action buttons at laptop widths, and keeps each row's first
// action on screen at 360 px. Laptops are checked at 1280 px: 1366 px has the same layout (the
// sidebar is icons below 1440 px, shared-ui's app-frame) with 86 px more for the tables.

const LONG = {
  name: 'Wanjiku Achieng Odhiambo-Kamau',
  // 40 characters
  email: (what: string) => `${what}.achieng.odhiambo@kenyatta-uni.ac.ke`.slice(-40),
  task: 'Prepare the quarterly infrastructure cost review for the finance committee',
};

/** Each table, and the header of the column that holds its rows' actions. */
const TABLES: {
  role: DemoRole;
  path: string;
  heading: string;
  actions: string;
  long?: false;
}[] = [
  {
    role: 'admin',
    path: '/adminDashboard/applications',
    heading: 'Internship Applications',
    actions: 'Action',
  },
  {
    role: 'admin',
    path: '/adminDashboard/selectedApplicants',
    heading: 'Selected Applicants',
    actions: 'Action',
  },
  { role: 'admin', path: '/adminDashboard/supervisors', heading: 'Supervisors', actions: 'Action' },
  { role: 'admin', path: '/adminDashboard/interns', heading: 'Interns', actions: 'Action' },
  {
    role: 'admin',
    path: '/adminDashboard/positions',
    heading: 'Positions',
    actions: 'Action',
    long: false,
  },
  {
    role: 'admin',
    path: '/adminDashboard/releases',
    heading: 'Releases',
    actions: 'Action',
    long: false,
  },
  { role: 'supervisor', path: '/supervisorDashboard', heading: 'My Interns', actions: 'Action' },
  {
    role: 'supervisor',
    path: '/supervisorDashboard/assignedTasks',
    heading: 'Interns',
    actions: 'Details',
  },
];

/** What a table wider than its box says above itself. */
const MORE_COLUMNS = 'Scroll sideways to see all columns';

const smtp = new TestSmtpServer();
let server: RunningServer;
let browser: Browser;

async function addLongRows(url: string) {
  const admin = await loginToken(url, ADMIN.email, ADMIN.password);
  const applicant = (what: string) => ({
    Name: LONG.name,
    Email: LONG.email(what),
    PhoneNumber: '+254722000444',
    Position: 'Engineering',
  });
  // In the review queue, in Selected Applicants, and an intern of the demo supervisor.
  await applyThroughApi(url, applicant('queued'));
  const accepted = await applyThroughApi(url, applicant('accepted'));
  await api(url, 'PUT', `/Apply/${accepted}`, 200, {
    token: admin,
    json: { ApplicationStatus: 'Accepted', Date: today() },
  });
  await activatedIntern(url, applicant('intern'), 'Long-values-intern-2026', smtp);
  const { Interns } = await api<{ Interns: { user_id: number; Email: string }[] }>(
    url,
    'GET',
    `/Admin/User/Interns?page=1&pageSize=10&search=${encodeURIComponent(LONG.email('intern'))}`,
    200,
    { token: admin },
  );
  const { Supervisors } = await api<{ Supervisors: { user_id: number; Email: string }[] }>(
    url,
    'GET',
    '/Admin/User/Supervisors?page=1&pageSize=100',
    200,
    { token: admin },
  );
  const supervisor = Supervisors.find((one) => one.Email === DEMO_LOGINS.supervisor);
  const intern = Interns[0].user_id;
  await api(url, 'PUT', `/User/${intern}`, 200, {
    token: admin,
    json: { InternID: intern, SupervisorID: supervisor?.user_id },
  });
  const supervisorToken = await loginToken(url, DEMO_LOGINS.supervisor, DEMO_PASSWORD);
  await api(url, 'POST', '/Task', 201, {
    token: supervisorToken,
    json: { AssignedTo: intern, Task: LONG.task, TaskDescription: 'Long.', Deadline: today() },
  });
  // A supervisor with the long values.
  const { Positions } = await api<{ Positions: { id: number }[] }>(url, 'GET', '/Position', 200);
  await api(url, 'POST', '/User', 201, {
    token: admin,
    json: {
      Name: LONG.name,
      Email: LONG.email('supervisor'),
      PhoneNumber: '+254722000555',
      Position: Positions[0].id,
      Role: 'SUP',
    },
  });
}

beforeAll(async () => {
  await smtp.start();
  [server, browser] = await Promise.all([
    startServer({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }, ['--demo']),
    launchBrowser(),
  ]);
  await addLongRows(server.url);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp.stop();
});

async function open(page: Page, path: string, heading: string) {
  await openInApp(page, path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByText('Loading...').first().waitFor({ state: 'detached' });
  await page.getByRole('row').nth(1).waitFor();
}

describe.each([1280])('at %i px', (width) => {
  it.each(['admin', 'supervisor'] as DemoRole[])(
    'every %s table shows all its columns without a sideways scroll',
    async (role) => {
      const { page } = await demoLogin(browser, server.url, role, width);
      try {
        for (const table of TABLES.filter((one) => one.role === role)) {
          await open(page, table.path, table.heading);
          // The row with the long values is on the first page.
          if (table.long !== false) {
            await page.getByRole('cell', { name: LONG.name }).first().waitFor({ timeout: 5000 });
          }
          const measured = await tableWidths(page);
          await screenshot(page, `table-${table.path.split('/').pop()}-${width}`);
          expect({ path: table.path, ...measured }).toEqual({
            path: table.path,
            tables: measured.tables.map((one) => ({ ...one, needs: Math.min(one.needs, one.has) })),
            pageOverflow: 0,
          });
          expect(await page.getByText(MORE_COLUMNS).count()).toBe(0);
        }
      } finally {
        await page.context().close();
      }
    },
    120_000,
  );
});

describe('at 360 px', () => {
  it.each(['admin', 'supervisor'] as DemoRole[])(
    "each %s table row's first action is on screen, and the page does not scroll sideways",
    async (role) => {
      const { page } = await demoLogin(browser, server.url, role, 360);
      try {
        for (const table of TABLES.filter((one) => one.role === role)) {
          await open(page, table.path, table.heading);
          await screenshot(page, `table-${table.path.split('/').pop()}-360`);
          const firstActions = await page.evaluate((header) => {
            const table = document.querySelector('main table') as HTMLTableElement;
            const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
            const column = headers.indexOf(header);
            return [...table.querySelectorAll('tbody tr')].map((row) => {
              const cell = row.querySelectorAll('td')[column];
              const box = cell?.querySelector('a, button')?.getBoundingClientRect();
              return box ? { left: Math.round(box.left), right: Math.round(box.right) } : null;
            });
          }, table.actions);
          expect(firstActions.length).toBeGreaterThan(0);
          for (const box of firstActions) {
            expect({
              path: table.path,
              box,
              onScreen: !!box && box.left >= 0 && box.right <= 360,
            }).toEqual({ path: table.path, box, onScreen: true });
          }
          expect(await horizontalOverflow(page)).toBe(0);
        }
      } finally {
        await page.context().close();
      }
    },
    120_000,
  );
});

describe('admin screens at 360 px', () => {
  it('the Intakes table says that more columns lie beyond the edge', async () => {
    const { page } = await demoLogin(browser, server.url, 'admin', 360);
    try {
      await open(page, '/adminDashboard/intakes', 'Intakes');
      const [table] = (await tableWidths(page)).tables;
      expect(table.needs).toBeGreaterThan(table.has);
      await page.getByText(MORE_COLUMNS).waitFor();
      expect(await page.getByText(MORE_COLUMNS).isVisible()).toBe(true);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it("the letter screen shows each row's Download and Revoke uncovered, the code on one line and the verification address", async () => {
    const { page } = await demoLogin(browser, server.url, 'admin', 360);
    try {
      await visit(
        page,
        TOUR.admin.find((stop) => stop.name === 'admin-letter')!,
      );
      await page.getByRole('button', { name: /^Revoke letter / }).waitFor();
      const seen = await page.evaluate(() => {
        const table = document.querySelector('main table') as HTMLTableElement;
        const codeColumn = [...table.querySelectorAll('thead th')]
          .map((th) => th.textContent)
          .indexOf('Code');
        return [...table.querySelectorAll('tbody tr')].map((row) => {
          const code = row.querySelectorAll('td')[codeColumn];
          const lines = document.createRange();
          lines.selectNodeContents(code);
          // The button a click at each button's centre reaches: another one lying on top wins.
          const reached = [...row.querySelectorAll('button')].map((button) => {
            const box = button.getBoundingClientRect();
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return {
              button: button.textContent,
              reached: hit?.closest('button')?.textContent ?? null,
              onScreen: box.left >= 0 && box.right <= window.innerWidth,
            };
          });
          return { codeLines: lines.getClientRects().length, buttons: reached };
        });
      });
      expect(seen.length).toBeGreaterThan(0);
      for (const row of seen) {
        expect(row.codeLines).toBe(1);
        for (const button of row.buttons) {
          expect(button).toEqual({ button: button.button, reached: button.button, onScreen: true });
        }
      }
      expect(
        seen.some((row) => row.buttons.map((one) => one.button).join() === 'Download,Revoke'),
      ).toBe(true);
      const address = page.getByRole('link', { name: /\/verify\/[\w-]+$/ });
      expect(await address.getAttribute('href')).toMatch(/^http.*\/verify\/[\w-]+$/);
      expect(await address.isVisible()).toBe(true);
      expect(await horizontalOverflow(page)).toBe(0);
    } finally {
      await page.context().close();
    }
  }, 120_000);
});

// Issue 67: the tables whose every column matters on a phone are stacked there, each row a
// block of 'header  value' lines: nothing scrolls sideways, nothing is cut.
const STACKED: { role: DemoRole; path: string; heading: string; tables: number }[] = [
  // The weeks, with each one's state, and the absence requests with their remarks.
  { role: 'intern', path: '/internDashboard/logbook', heading: 'Logbook', tables: 2 },
  { role: 'intern', path: '/internDashboard/notifications', heading: 'Notifications', tables: 1 },
  { role: 'admin', path: '/adminDashboard/releases', heading: 'Releases', tables: 1 },
];

describe('stacked tables at 360 px', () => {
  beforeAll(async () => {
    // A notification for the demo intern: a task from their supervisor.
    const admin = await loginToken(server.url, ADMIN.email, ADMIN.password);
    const { Interns } = await api<{ Interns: { user_id: number }[] }>(
      server.url,
      'GET',
      `/Admin/User/Interns?page=1&pageSize=10&search=${encodeURIComponent(DEMO_LOGINS.intern)}`,
      200,
      { token: admin },
    );
    const supervisor = await loginToken(server.url, DEMO_LOGINS.supervisor, DEMO_PASSWORD);
    await api(server.url, 'POST', '/Task', 201, {
      token: supervisor,
      json: {
        AssignedTo: Interns[0].user_id,
        Task: LONG.task,
        TaskDescription: 'Long.',
        Deadline: today(),
      },
    });
  });

  it.each(['intern', 'admin'] as DemoRole[])(
    'each %s table that stacks shows every cell whole, as wide as its table, with no sideways scroll',
    async (role) => {
      const { page } = await demoLogin(browser, server.url, role, 360);
      try {
        for (const screen of STACKED.filter((one) => one.role === role)) {
          // A stacked table's head is hidden: its rows are the body's (one notification here).
          await openInApp(page, screen.path);
          await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
          await page.getByText('Loading...').first().waitFor({ state: 'detached' });
          await page.locator('main tbody tr').first().waitFor();
          await screenshot(page, `stacked-${screen.path.split('/').pop()}-360`);
          const seen = await page.evaluate(() =>
            [...document.querySelectorAll('main table')].map((table) => {
              const cells = [...table.querySelectorAll('tbody td')].filter(
                (cell) => (cell as HTMLElement).offsetParent !== null,
              );
              return {
                rows: table.querySelectorAll('tbody tr').length,
                // A line per cell: as wide as the table, within the screen, nothing cut.
                narrowCells: cells
                  .filter((cell) => {
                    const box = cell.getBoundingClientRect();
                    return (
                      box.width < table.clientWidth - 2 ||
                      box.left < 0 ||
                      box.right > window.innerWidth ||
                      cell.scrollWidth > cell.clientWidth + 1
                    );
                  })
                  .map((cell) => cell.textContent),
                tableScrolls: table.scrollWidth > (table.parentElement as HTMLElement).clientWidth,
              };
            }),
          );
          expect(seen).toHaveLength(screen.tables);
          for (const table of seen) {
            expect(table.rows).toBeGreaterThan(0);
            expect({ path: screen.path, ...table }).toEqual({
              path: screen.path,
              rows: table.rows,
              narrowCells: [],
              tableScrolls: false,
            });
          }
          expect(await page.getByText(MORE_COLUMNS).count()).toBe(0);
          expect(await horizontalOverflow(page)).toBe(0);
          if (screen.heading === 'Logbook') {
            // Each week's state, the one thing a phone is opened for, is on screen.
            const states = page.locator('main table').first().locator('tbody [data-tone]');
            expect(await states.count()).toBeGreaterThan(0);
            for (const state of await states.all()) expect(await state.isVisible()).toBe(true);
          }
        }
      } finally {
        await page.context().close();
      }
    },
    120_000,
  );
});

// Issue 84: the product's name in the top bar is readable on a phone in both languages, whatever
// the length of the signed-in user's name: it had 17 px of the 54 its Swahili words need.
const LONG_NAMES: Record<'admin' | 'supervisor', { name: string; phone: string }> = {
  admin: { name: 'Wanjiku Achieng Odhiambo-Kamau Nyambura', phone: '+254722000100' },
  supervisor: { name: LONG.name, phone: '+254722000101' },
};

/** How the top bar draws `name`: its lines, and whether its text is whole within its box. */
async function productName(page: Page, name: string) {
  const title = page.locator('header').getByText(name, { exact: true });
  // Attached, not visible: squeezed to no width, it counts as hidden.
  await title.waitFor({ state: 'attached' });
  return title.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    return {
      // The text's own width and height, line by line, lie within the element, and the element
      // within the screen: nothing cut, no ellipsis.
      whole:
        text.width <= box.width + 0.5 &&
        text.height <= box.height + 0.5 &&
        element.scrollWidth <= element.clientWidth &&
        element.scrollHeight <= element.clientHeight &&
        box.left >= 0 &&
        box.right <= window.innerWidth,
      lines: new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size,
      width: Math.round(box.width),
      textWidth: Math.round(text.width),
    };
  });
}

describe('the top bar at 360 px', () => {
  beforeAll(async () => {
    for (const role of ['admin', 'supervisor'] as const) {
      const answer = await api<{ token: string; user: { user_id: number } }>(
        server.url,
        'POST',
        '/login',
        200,
        { json: { email: DEMO_LOGINS[role], password: DEMO_PASSWORD } },
      );
      await api(server.url, 'PUT', `/User/${answer.user.user_id}`, 200, {
        token: answer.token,
        json: {
          Name: LONG_NAMES[role].name,
          Email: DEMO_LOGINS[role],
          PhoneNumber: LONG_NAMES[role].phone,
        },
      });
    }
  });

  it.each(['admin', 'supervisor'] as const)(
    "names the product whole, in English and in Swahili, beside a long %s's name",
    async (role) => {
      const { page } = await demoLogin(browser, server.url, role, 360);
      const header = page.locator('header');
      let inSwahili = false;
      try {
        const menu = header.getByRole('button', { name: LONG_NAMES[role].name });
        await menu.waitFor();
        const english = await productName(page, 'Internship Programme');
        expect(english).toEqual({ ...english, whole: true });
        expect(english.lines).toBeLessThanOrEqual(2);

        await header.getByRole('button', { name: 'Kiswahili' }).click();
        inSwahili = true;
        const swahili = await productName(page, sw('Internship Programme'));
        expect(swahili).toEqual({ ...swahili, whole: true });
        expect(swahili.lines).toBeLessThanOrEqual(2);
        await screenshot(page, `top-bar-sw-360-${role}`);
        // The bar's other controls stay on screen and reachable.
        for (const control of [menu, header.getByRole('button', { name: 'English' })]) {
          expect(await control.isVisible()).toBe(true);
        }
        expect(await horizontalOverflow(page)).toBe(0);
      } finally {
        // The account's language back to English, as the other journeys expect.
        if (inSwahili) {
          await header.getByRole('button', { name: 'English' }).click();
          await header.getByText('Internship Programme', { exact: true }).waitFor();
        }
        await page.context().close();
      }
    },
    120_000,
  );
});
