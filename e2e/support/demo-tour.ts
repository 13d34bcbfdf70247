import type { Browser, Page } from 'playwright-core';
import { logIn } from './app';
import { newPage, openInApp } from './browser';

/** The demo's logins (server/src/domain/demo/demo-programme.ts). */
export const DEMO_PASSWORD = 'Demo-pass-2026';
export const DEMO_LOGINS = {
  admin: 'admin@demo.example',
  supervisor: 'wanjiru.supervisor@demo.example',
  intern: 'kevin.intern@demo.example',
} as const;
export type DemoRole = keyof typeof DEMO_LOGINS;

export interface TourStop {
  name: string;
  path: string;
  /** A heading the screen shows once its data is there. */
  heading: string;
  /** Links followed from `path`, in turn: a screen whose address holds a demo row's id. */
  through?: string[];
}

/** Each role's main screens, in the order a newcomer would open them. */
export const TOUR: Record<DemoRole, TourStop[]> = {
  admin: [
    { name: 'admin-dashboard', path: '/adminDashboard', heading: 'Dashboard' },
    {
      name: 'admin-applications',
      path: '/adminDashboard/applications',
      heading: 'Internship Applications',
    },
    {
      name: 'admin-selected',
      path: '/adminDashboard/selectedApplicants',
      heading: 'Selected Applicants',
    },
    { name: 'admin-supervisors', path: '/adminDashboard/supervisors', heading: 'Supervisors' },
    { name: 'admin-interns', path: '/adminDashboard/interns', heading: 'Interns' },
    { name: 'admin-positions', path: '/adminDashboard/positions', heading: 'Positions' },
    { name: 'admin-intakes', path: '/adminDashboard/intakes', heading: 'Intakes' },
    {
      name: 'admin-letter',
      path: '/adminDashboard/interns',
      through: ['View performance of Naomi Atieno', 'Completion Letter'],
      heading: 'Completion Letter',
    },
  ],
  supervisor: [
    { name: 'supervisor-interns', path: '/supervisorDashboard', heading: 'My Interns' },
    { name: 'supervisor-tasks', path: '/supervisorDashboard/assignedTasks', heading: 'Interns' },
    {
      name: 'supervisor-evaluation',
      path: '/supervisorDashboard',
      through: ['View performance of Kevin Intern', 'Final Evaluation'],
      heading: 'Final Evaluation',
    },
  ],
  intern: [
    { name: 'intern-tasks', path: '/internDashboard', heading: 'My Tasks' },
    { name: 'intern-profile', path: '/internDashboard/profile', heading: 'Profile' },
  ],
};

/** Logs a demo role in through the login screen and waits for its dashboard. */
export async function demoLogin(browser: Browser, url: string, role: DemoRole, width = 1280) {
  const opened = await newPage(browser, url, {
    viewport: { width, height: width < 600 ? 780 : 860 },
    bypassCSP: true,
  });
  await opened.page.goto('/login');
  await logIn(opened.page, DEMO_LOGINS[role], DEMO_PASSWORD);
  await opened.page.waitForURL((address) => address.pathname.endsWith('Dashboard'));
  return opened;
}

/** Opens a stop through the app's router, follows its links, and waits for its data. */
export async function visit(page: Page, stop: TourStop) {
  await openInApp(page, stop.path);
  for (const link of stop.through ?? []) await page.getByRole('link', { name: link }).click();
  await waitForScreen(page, stop.heading);
}

/**
 * Waits for the screen showing `heading` to have its data: nothing loading and, after a full
 * load, the network idle (a screen opened in the app has no load of its own to wait for).
 */
export async function waitForScreen(page: Page, heading: string | RegExp) {
  await page.getByRole('heading', { name: heading }).first().waitFor();
  // A screen can load several parts at once, each with its own 'Loading...'.
  await page.getByText('Loading...').first().waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
}
