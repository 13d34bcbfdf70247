import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startRegistration } from '@simplewebauthn/browser';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { useSessionStore } from 'shared-api';
import { answers, bodyOf, mockApi, sent, type MockApi } from 'shared-api/testing';
import { Landed, renderUi } from 'shared-ui/testing';
import { LoginPage } from '../login-page';

// Issue 84: the shell draws /login outside the portals' query layout (app/routes.tsx), so the
// page is rendered here as there, with no QueryClientProvider around it (renderRoutes has one).
jest.mock('@simplewebauthn/browser', () => ({ startRegistration: jest.fn() }));
const registration = startRegistration as jest.MockedFunction<typeof startRegistration>;

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/supervisorDashboard/*', element: <Landed name="Supervisor dashboard" /> },
];
function RouteTree() {
  return useRoutes(routes);
}
const SIGNED_IN = { user: { Name: 'Ada', user_id: 5 }, Role: ['SUP'], token: 'tok' };
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
const MADE = {
  id: 'bmV3',
  rawId: 'bmV3',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
};

let api: MockApi;
beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
  registration.mockReset();
  api = mockApi(
    answers({
      'POST /login': { status: 200, data: { TwoFactorSetUp: { Token: 'setup-1' } } },
      'POST /login/TwoFactor/SetUp': {
        status: 200,
        data: {
          Uri: 'otpauth://totp/x',
          QrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
          Secret: 'KEY',
        },
      },
      'POST /login/TwoFactor/Confirm': {
        status: 200,
        data: { ...SIGNED_IN, RecoveryCodes: CODES },
      },
      'POST /login/TwoFactor/SetUp/Passkey/Options': { status: 200, data: { challenge: 'Y2g' } },
      'POST /login/TwoFactor/SetUp/Passkey': { status: 200, data: SIGNED_IN },
    }),
  );
});
afterEach(() => api.restore());

/** The login page as /login draws it, and the password of a supervisor with no second factor. */
async function password() {
  const user = userEvent.setup({ delay: null });
  renderUi(
    <MemoryRouter initialEntries={['/login']}>
      <RouteTree />
    </MemoryRouter>,
  );
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return user;
}

test('the set-up the policy asks, on the login page as drawn: a code, then signed in', async () => {
  const user = await password();
  expect(await screen.findByText('Key: KEY')).toBeVisible();
  await user.type(screen.getByRole('textbox', { name: 'Code from the app' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
  expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'Supervisor dashboard' })).toBeVisible();
  expect(localStorage.getItem('ACCESS_TOKEN')).toBe('tok');
  expect(sent(api.requests, 'POST', '/login/TwoFactor/SetUp').map(bodyOf)).toEqual([
    { Token: 'setup-1' },
  ]);
  expect(bodyOf(sent(api.requests, 'POST', '/login/TwoFactor/Confirm')[0])).toEqual({
    Token: 'setup-1',
    Code: '123456',
  });
});

test('the set-up the policy asks, on the login page as drawn: a passkey instead', async () => {
  registration.mockResolvedValue(MADE);
  const user = await password();
  await user.type(await screen.findByRole('textbox', { name: 'Passkey name' }), 'Office laptop');
  await user.click(screen.getByRole('button', { name: 'Make a passkey' }));
  expect(await screen.findByRole('heading', { name: 'Supervisor dashboard' })).toBeVisible();
  expect(localStorage.getItem('ACCESS_TOKEN')).toBe('tok');
  const [made] = sent(api.requests, 'POST', '/login/TwoFactor/SetUp/Passkey');
  expect(bodyOf(made)).toEqual({ Token: 'setup-1', Name: 'Office laptop', Response: MADE });
});
