import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { useSessionStore } from 'shared-api';
import { answers, bodyOf, mockApi, sent, type MockApi } from 'shared-api/testing';
import { Landed, renderRoutes } from 'shared-ui/testing';
import { LoginPage } from './login-page';

jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: jest.fn(),
  startAuthentication: jest.fn(),
}));
const supports = browserSupportsWebAuthn as jest.MockedFunction<typeof browserSupportsWebAuthn>;
const authenticate = startAuthentication as jest.MockedFunction<typeof startAuthentication>;

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/supervisorDashboard/*', element: <Landed name="Supervisor dashboard" /> },
  { path: '*', element: <Landed name="Elsewhere" /> },
];
const SIGNED = {
  id: 'a2V5',
  rawId: 'a2V5',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'YQ', signature: 'cw' },
};

let api: MockApi;
beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
  supports.mockReturnValue(true);
  authenticate.mockReset();
  api = mockApi(
    answers({
      'POST /login/passkey/options': () => ({ status: 200, data: { challenge: 'Y2g' } }),
      'POST /login/passkey': () => ({
        status: 200,
        data: { user: { Name: 'Ada', user_id: 5 }, Role: ['SUP'], token: 'tok' },
      }),
    }),
  );
});
afterEach(() => api.restore());

const click = async () => {
  const user = userEvent.setup({ delay: null });
  renderRoutes(routes, '/login');
  await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
};

test('a passkey alone signs in: the session is kept and the dashboard opens', async () => {
  authenticate.mockResolvedValue(SIGNED);
  await click();
  expect(await screen.findByText('Supervisor dashboard')).toBeInTheDocument();
  expect(authenticate).toHaveBeenCalledWith({ optionsJSON: { challenge: 'Y2g' } });
  expect(bodyOf(sent(api.requests, 'POST', '/login/passkey')[0])).toEqual({ Response: SIGNED });
  expect(useSessionStore.getState().token).toBe('tok');
});

test('a cancelled prompt is said under the button and nothing is sent', async () => {
  authenticate.mockRejectedValue(Object.assign(new Error('x'), { name: 'NotAllowedError' }));
  await click();
  expect(
    await screen.findByText('The passkey request was cancelled or timed out. Please try again.'),
  ).toBeVisible();
  expect(sent(api.requests, 'POST', '/login/passkey')).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
});

test("the server's refusal is said in its words; no session", async () => {
  authenticate.mockResolvedValue(SIGNED);
  api.answer((request) =>
    request.url === '/login/passkey'
      ? { status: 401, data: { message: 'This passkey is not registered for any account here.' } }
      : { status: 200, data: { challenge: 'Y2g' } },
  );
  await click();
  expect(
    await screen.findByText('This passkey is not registered for any account here.'),
  ).toBeVisible();
  expect(useSessionStore.getState().token).toBeNull();
});

test('a browser without passkeys says so', async () => {
  supports.mockReturnValue(false);
  await click();
  expect(
    await screen.findByText('This browser cannot use passkeys. Try another browser or device.'),
  ).toBeVisible();
  // Only the login page's own question for the single sign-on providers.
  expect(api.requests.map((request) => request.url)).toEqual(['/Sso/Providers']);
});
