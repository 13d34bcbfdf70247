import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, secondFactorSetUp, useSessionStore } from 'shared-api';
import { answers, bodyOf, mockApi, sent, type MockApi } from 'shared-api/testing';
import { Landed, renderRoutes } from 'shared-ui/testing';
import { appQueryClient, QueryLayout } from './query-layout';

// Issue 89: once the sign-in policy requires two-factor, every call of a staff session signed in
// with a password alone answers 403 `two-factor-set-up-required` until it sets one up.
const HELD_BACK = {
  status: 403,
  data: {
    message: 'Set up two-factor authentication first: your firm now requires it for staff.',
    reason: 'two-factor-set-up-required',
  },
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);

/** A portal's page: its interns, from one call. */
function InternsPage() {
  const interns = useQuery({
    queryKey: ['held-back-probe'],
    queryFn: async () => (await apiClient.get<{ names: string[] }>('/Probe')).data,
  });
  return (
    <main>
      <h1>{interns.data ? `Interns: ${interns.data.names.join(', ')}` : 'Interns'}</h1>
    </main>
  );
}

const routes = [
  { path: '/login', element: <Landed name="Login" /> },
  {
    element: <QueryLayout />,
    children: [{ path: '/supervisorDashboard/*', element: <InternsPage /> }],
  },
];

let api: MockApi;
let heldBack: boolean;
beforeEach(() => {
  localStorage.clear();
  useSessionStore
    .getState()
    .startSession({ user: { Name: 'Ada', user_id: 5 }, Role: ['SUP'], token: 'tok' });
  heldBack = true;
  api = mockApi(
    answers({
      'GET /Probe': () => (heldBack ? HELD_BACK : { status: 200, data: { names: ['Juma'] } }),
      'POST /Account/TwoFactor/SetUp': {
        status: 200,
        data: {
          Uri: 'otpauth://totp/x',
          QrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
          Secret: 'KEY',
        },
      },
      'POST /Account/TwoFactor/Confirm': () => {
        heldBack = false;
        return { status: 200, data: { RecoveryCodes: CODES } };
      },
      'POST /logout': { status: 200, data: { message: 'Logged out' } },
    }),
  );
});
afterEach(() => {
  api.restore();
  secondFactorSetUp();
  useSessionStore.getState().clear();
  appQueryClient.clear();
});

test('a held-back session sees the set-up instead of its page; the first code and Continue bring the page back', async () => {
  const user = userEvent.setup({ delay: null });
  renderRoutes(routes, '/supervisorDashboard/interns');
  expect(
    await screen.findByRole('heading', { name: 'Set up two-factor authentication' }),
  ).toBeVisible();
  expect(
    screen.getByText(
      'Your firm now requires two-factor authentication for staff. Set it up to go on.',
    ),
  ).toBeVisible();
  expect(screen.queryByRole('heading', { name: /^Interns/ })).toBeNull();
  expect(await screen.findByText('Key: KEY')).toBeVisible();
  await user.type(screen.getByRole('textbox', { name: 'Code from the app' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
  expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeVisible();
  expect(bodyOf(sent(api.requests, 'POST', '/Account/TwoFactor/Confirm')[0])).toEqual({
    Code: '123456',
  });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'Interns: Juma' })).toBeVisible();
  expect(useSessionStore.getState().token).toBe('tok');
});

test('Logout on the set-up signs the session out and goes to the login page', async () => {
  const user = userEvent.setup({ delay: null });
  renderRoutes(routes, '/supervisorDashboard/interns');
  await user.click(await screen.findByRole('button', { name: 'Logout' }));
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeVisible();
  expect(sent(api.requests, 'POST', '/logout')).toHaveLength(1);
  expect(useSessionStore.getState().token).toBeNull();
});
