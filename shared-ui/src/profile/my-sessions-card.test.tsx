import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage } from 'shared-api';
import type { MySession } from 'shared-api/my-sessions';
import { answers, mockApi, sent, type MockApi } from 'shared-api/testing';
import { renderAt } from '../test-utils/render';
import { MySessionsCard } from './my-sessions-card';

const HERE: MySession = {
  Id: 11,
  Browser: 'Chrome 142',
  System: 'Windows 10',
  DeviceKind: 'desktop',
  Address: '203.0.113.7',
  FirstSeen: '2026-11-20T07:00:00.000Z',
  LastSeen: '2026-11-27T09:30:00.000Z',
  SignedInWith: 'password',
  Current: true,
};
const PHONE: MySession = {
  ...HERE,
  Id: 12,
  Browser: 'Firefox 133',
  System: 'Android 14',
  DeviceKind: 'mobile',
  Address: '198.51.100.20',
  Current: false,
};
const OLD: MySession = { ...PHONE, Id: 13, Browser: '', System: '', Address: '' };

let api: MockApi;
let open: MySession[];
beforeEach(() => {
  open = [HERE, PHONE, OLD];
  api = mockApi(
    answers({
      'GET /Account/Sessions': () => ({ status: 200, data: { Sessions: open } }),
      'DELETE /Account/Sessions/12': () => {
        open = open.filter((session) => session.Id !== 12);
        return { status: 204, data: null };
      },
      'POST /Account/Sessions/SignOutOthers': () => {
        open = [HERE];
        return { status: 200, data: { message: 'Signed out of 1 other session', SignedOut: 1 } };
      },
    }),
  );
});
afterEach(() => api.restore());

const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr')!;

test('lists each session: device, address, when, how; this browser has no Sign out', async () => {
  renderAt(<MySessionsCard />);
  expect(await screen.findByRole('heading', { name: 'My sessions' })).toBeVisible();
  const here = within(rowOf('Chrome 142, Windows 10'));
  expect(here.getByRole('cell', { name: '203.0.113.7' })).toBeVisible();
  expect(here.getByRole('cell', { name: 'Password' })).toBeVisible();
  expect(here.getByText('This browser')).toBeVisible();
  expect(here.queryByRole('button', { name: /^Sign out/ })).not.toBeInTheDocument();
  // A session from before devices were kept.
  const old = within(rowOf('Unknown browser'));
  expect(old.getByRole('cell', { name: '—' })).toBeVisible();
  expect(
    screen.getByRole('button', { name: 'Sign out Firefox 133, Android 14 198.51.100.20' }),
  ).toBeEnabled();
});

test("'Sign out' ends that one session and the list shows what is left", async () => {
  const user = userEvent.setup();
  renderAt(<MySessionsCard />);
  await user.click(
    await screen.findByRole('button', {
      name: 'Sign out Firefox 133, Android 14 198.51.100.20',
    }),
  );
  expect(await screen.findByText('Session signed out')).toBeVisible();
  expect(sent(api.requests, 'DELETE', '/Account/Sessions/12')).toHaveLength(1);
  expect(screen.queryByRole('cell', { name: 'Firefox 133, Android 14' })).not.toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Unknown browser' })).toBeVisible();
});

test("'Sign out everywhere else' leaves this browser alone, then has nothing left to do", async () => {
  const user = userEvent.setup();
  renderAt(<MySessionsCard />);
  await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
  expect(await screen.findByText('Signed out of 1 other session')).toBeVisible();
  expect(sent(api.requests, 'POST', '/Account/Sessions/SignOutOthers')).toHaveLength(1);
  expect(screen.getByRole('cell', { name: 'Chrome 142, Windows 10' })).toBeVisible();
  expect(screen.queryByRole('cell', { name: 'Unknown browser' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
});

test('in Swahili', async () => {
  await act(() => showLanguage('sw'));
  renderAt(<MySessionsCard />);
  expect(await screen.findByRole('heading', { name: 'Vipindi vyangu' })).toBeVisible();
  expect(screen.getByRole('cell', { name: 'Chrome 142, Windows 10' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Toka kwingine kote' })).toBeEnabled();
  expect(screen.getByText('Kivinjari hiki')).toBeVisible();
});

test('a failed read says so in the card', async () => {
  api.answer({ status: 500, data: {} });
  renderAt(<MySessionsCard />);
  expect(await screen.findByText('Could not get your sessions')).toBeVisible();
});
