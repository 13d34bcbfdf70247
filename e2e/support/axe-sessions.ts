import type { Browser, Page } from 'playwright-core';
import { logIn } from './app';
import { newPage } from './browser';
import { demoLogin } from './demo-tour';
import { hydrated } from './hydration';

/** One session of the sweep: who, where its screens are, where its crawl starts, how it opens. */
export interface Session {
  who: string;
  prefix: string;
  starts: string[];
  open: (browser: Browser, url: string) => Promise<Page>;
}

/** Reached through the user menu and the bell, which are buttons, not links. */
const fromMenus = (prefix: string) => [
  prefix,
  `${prefix}/profile`,
  `${prefix}/resetPassword`,
  `${prefix}/notifications`,
];

const visitor = async (browser: Browser, url: string) => {
  const { page } = await newPage(browser, url, { bypassCSP: true, locale: 'en-US' });
  await page.goto('/');
  await hydrated(page);
  return page;
};

const demo = (role: 'admin' | 'supervisor' | 'intern') => async (browser: Browser, url: string) =>
  (await demoLogin(browser, url, role)).page;

/** A user outside the demo (the academic supervisor, invited by the demo's intern). */
const signedIn =
  (email: string, password: string, landing: string) => async (browser: Browser, url: string) => {
    const { page } = await newPage(browser, url, { bypassCSP: true, locale: 'en-US' });
    await page.goto('/login');
    await logIn(page, email, password);
    await page.waitForURL((address) => address.pathname === landing);
    return page;
  };

export function sessions(academic: { Email: string; Password: string }): Session[] {
  return [
    {
      who: 'a visitor',
      prefix: '/',
      // Addresses that come from e-mails, not links (their tokens unknown: the screens say so).
      starts: [
        '/',
        '/login',
        '/signUp',
        '/unauthorized',
        '/verify',
        '/resetPassword/an-e2e-reset-token',
        '/confirmEmail/an-e2e-email-token',
        '/personalData/an-e2e-personal-data-token',
        '/book/an-e2e-booking-token',
        '/verify/AN-E2E-CODE',
      ],
      open: visitor,
    },
    {
      who: 'an administrator',
      prefix: '/adminDashboard',
      // The undelivered mail's page is linked from a banner shown only when mail bounced.
      starts: [...fromMenus('/adminDashboard'), '/adminDashboard/mail'],
      open: demo('admin'),
    },
    {
      who: 'a supervisor',
      prefix: '/supervisorDashboard',
      starts: fromMenus('/supervisorDashboard'),
      open: demo('supervisor'),
    },
    {
      who: 'an intern',
      prefix: '/internDashboard',
      starts: fromMenus('/internDashboard'),
      open: demo('intern'),
    },
    {
      who: 'an academic supervisor',
      prefix: '/universityDashboard',
      starts: fromMenus('/universityDashboard'),
      open: signedIn(academic.Email, academic.Password, '/universityDashboard'),
    },
  ];
}
